import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { useArenaLeaderboard } from '../api/arena-leaderboard.api';
import { currentSeason, seasonFromParam } from '../arena-results-format';
import { SeasonLeaderboardTable } from './season-leaderboard-table';
import { SeasonNav } from './season-nav';
import { ArenaLinks } from './arena-links';

function NoRatings({ isCurrent }: { isCurrent: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>No rated games in this season{isCurrent ? ' yet' : ''}</Text>
        <Text size="sm" c="dimmed">
          A rating appears here once a member finishes a game with at least one other logged-in member.
        </Text>
        {isCurrent ? (
          <Button component={Link} to="/arena" variant="light">
            Play in the Arena
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /arena/leaderboard?season=2026-Q4: one season's top 50 ratings, the current season by default. */
export function ArenaLeaderboardPage() {
  const [params] = useSearchParams();
  const current = currentSeason();
  const season = seasonFromParam(params.get('season'));
  const { status } = useCurrentUser();
  const { data, isPending, isError } = useArenaLeaderboard(season);
  return (
    <Container size="sm" py="xl" px="md">
      <PageTitle
        title="Arena season leaderboard"
        subtitle="Members’ ratings for each three-month season. Guests are not rated."
      />
      <Stack gap="lg">
        <SeasonNav season={season} current={current} />
        {isError ? (
          <Alert color="red" variant="light" title="Leaderboard unavailable">
            We could not load this season’s leaderboard.
          </Alert>
        ) : (
          <SeasonLeaderboardTable
            entries={data?.entries}
            loading={isPending}
            empty={<NoRatings isCurrent={season === current} />}
          />
        )}
        <Text size="xs" c="dimmed">
          Every completed game between two or more members moves their ratings: beating higher-rated players gains more.
          Games ended early by the host are not rated.
        </Text>
        <ArenaLinks history={status === 'logged-in'} back />
      </Stack>
    </Container>
  );
}
