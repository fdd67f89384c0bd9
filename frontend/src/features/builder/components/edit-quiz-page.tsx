import { Button, Container, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useEditBuiltQuiz } from '../api/edit-quiz.api';
import { editorPath } from '../builder-paths';
import { BuilderLocked } from './builder-locked';

/** /builder/quizzes/:slug/edit (the library's "Edit"): opens a draft of a saved quiz in the editor. */
export function EditQuizPage() {
  const { slug = '' } = useParams();
  const edit = useEditBuiltQuiz();
  const asked = useRef(false);
  const { mutate } = edit;
  useEffect(() => {
    // Once per visit, even when React runs effects twice while developing.
    if (asked.current) return;
    asked.current = true;
    mutate(slug);
  }, [slug, mutate]);

  if (edit.data) return <Navigate to={editorPath(edit.data.id)} replace />;
  const locked = isApiError(edit.error) && edit.error.code === 'DL_001';
  return (
    <Container size="md" py="xl">
      <PageTitle title="Edit your quiz" />
      {edit.isPending || edit.isIdle ? <LoadingSpinner label="Opening your quiz" /> : null}
      {locked ? <BuilderLocked /> : null}
      {edit.isError && !locked ? (
        <Stack gap="sm" align="flex-start">
          <Text>This quiz could not be opened for editing.</Text>
          <Button component={Link} to="/library" variant="light">
            Back to My Library
          </Button>
        </Stack>
      ) : null}
    </Container>
  );
}
