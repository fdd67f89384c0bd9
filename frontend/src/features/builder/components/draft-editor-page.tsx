import { Button, Container, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useBuilderDraft } from '../api/builder-draft.api';
import { BuilderLocked } from './builder-locked';
import { DraftEditor } from './draft-editor';

/** /builder/drafts/:id: one draft in the editor; someone else's draft is a 404 like one that does not exist. */
export function DraftEditorPage() {
  const { id = '' } = useParams();
  const draft = useBuilderDraft(id);
  // The router keeps the scroll of the page before (the new-quiz form, low on the builder's home): start at the top.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);
  const error = draft.error;
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <PageTitle title="Edit your quiz" />
      {draft.isPending ? <LoadingSpinner label="Loading your draft" /> : null}
      {isApiError(error) && error.code === 'DL_001' ? <BuilderLocked /> : null}
      {draft.isError && !(isApiError(error) && error.code === 'DL_001') ? (
        <Stack gap="sm" align="flex-start">
          <Text>The draft could not be loaded.</Text>
          <Button variant="light" onClick={() => void draft.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : null}
      {draft.data ? <DraftEditor key={draft.data.id} draft={draft.data} /> : null}
    </Container>
  );
}
