import { Alert, Container, Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useArenaHistory } from '../api/arena-history.api';
import { MatchHistoryList } from './match-history-list';
import { ArenaLinks } from './arena-links';

/** /arena/history, behind RequireAuth: the member's last 50 Arena matches, newest first. */
export function ArenaHistoryPage() {
  const { data, isPending, isError } = useArenaHistory();
  return (
    <Container size="sm" py="xl" px="md">
      <PageTitle title="My Arena matches" subtitle="Your rank, score and rating change in each game." />
      <Stack gap="lg">
        {isPending ? <LoadingSpinner label="Loading your matches" /> : null}
        {isError ? (
          <Alert color="red" variant="light" title="Matches unavailable">
            We could not load your Arena matches.
          </Alert>
        ) : null}
        {data ? <MatchHistoryList matches={data.matches} /> : null}
        <ArenaLinks leaderboard back />
      </Stack>
    </Container>
  );
}
