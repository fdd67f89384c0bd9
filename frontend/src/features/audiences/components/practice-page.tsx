import { Alert, Anchor, Button, Container, Stack } from '@mantine/core';
import { type PracticeState, revisionSetName, revisionSetSchema } from '@trivia/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { useRevisionSets } from '../api/revision-sets.api';
import { PracticePlay } from './practice-play';
import { PracticeStartForm } from './practice-start-form';

/**
 * /education/practice/{subject}/{level}: a solo revision quiz of one GCSE or A-level set. The quiz under way is in
 * the address (`?attempt=`), so a reload carries on where it was.
 */
export function PracticePage() {
  const params = useParams();
  const parsed = revisionSetSchema.safeParse({ subject: params.subject, level: params.level });
  const [search, setSearch] = useSearchParams();
  const sets = useRevisionSets();
  if (!parsed.success) return <NotFoundPage />;
  const { subject, level } = parsed.data;
  const name = revisionSetName(subject, level);
  const attemptId = search.get('attempt');
  const set = sets.data?.sets.find((s) => s.subject === subject && s.level === level);
  const started = (state: PracticeState) => setSearch({ attempt: state.attemptId }, { replace: true });
  const again = () => setSearch({}, { replace: true });

  return (
    <Container size="sm" py="xl">
      <PageTitle
        title={`${name} revision quiz`}
        subtitle={
          <>
            Questions from our bank on {name}.{' '}
            <Anchor component={Link} to="/education" inherit>
              All revision sets
            </Anchor>
          </>
        }
      />
      <Stack gap="md">
        {attemptId ? <PracticePlay key={attemptId} attemptId={attemptId} onAgain={again} /> : null}
        {!attemptId && sets.isPending ? <LoadingSpinner label="Loading the revision sets" /> : null}
        {!attemptId && sets.isError ? (
          <Alert color="red" variant="light" title="The revision sets could not be loaded">
            <Button size="xs" mt="xs" onClick={() => void sets.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {!attemptId && sets.data && !set ? (
          <Alert color="yellow" variant="light" title={`No ${name} questions yet`}>
            Our question bank has no {name} set at the moment.{' '}
            <Anchor component={Link} to="/education" inherit>
              See the sets there are
            </Anchor>
            .
          </Alert>
        ) : null}
        {!attemptId && set ? <PracticeStartForm set={set} onStarted={started} /> : null}
      </Stack>
    </Container>
  );
}
