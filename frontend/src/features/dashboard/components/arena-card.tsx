import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ordinal } from '../../../lib/format';
import { useDashboardArenaHistory } from '../api/dashboard.api';
import { currentRating } from '../dashboard-logic';
import { DashboardCard } from './dashboard-card';

/** The member's Arena rating and last three matches (shown only when Arena is switched on for them). */
export function ArenaCard() {
  const history = useDashboardArenaHistory(true);
  const matches = history.data?.matches ?? [];
  const rating = currentRating(matches);
  return (
    <DashboardCard title="Arena">
      {history.isPending ? <Skeleton height={72} /> : null}
      {history.data ? (
        <Text size="sm">{rating === null ? 'No rating yet: play a ranked match to get one.' : `Rating ${rating}`}</Text>
      ) : null}
      {matches.length > 0 ? (
        <Stack gap={4}>
          {matches.slice(0, 3).map((match) => (
            <Text key={match.matchId} size="sm">
              {ordinal(match.rank)} of {match.players}, {match.correctCount}/{match.questionCount} correct
              {match.hostLed ? ' (hosted session)' : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group gap="xs">
        <Button component={Link} to="/arena" size="compact-sm">
          Play Arena
        </Button>
        <Anchor component={Link} to="/arena/history" size="sm">
          All matches
        </Anchor>
      </Group>
    </DashboardCard>
  );
}
