import { formatNumber } from '@trivia/contracts';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ArenaHistoryResponse } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { formatMatchTime, rankOfText, ratingChangeColor, ratingChangeText } from '../arena-results-format';

type ArenaMatch = ArenaHistoryResponse['matches'][number];

function Figure({ label, value, color, hint }: { label: string; value: string; color?: string; hint?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} c={color}>
        {value}
        {hint ? (
          <Text span size="xs" c="dimmed" fw={400} display="block">
            {hint}
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

function MatchCard({ match }: { match: ArenaMatch }) {
  const time = formatMatchTime(match.endedAt);
  const change = ratingChangeText(match.ratingBefore, match.ratingAfter);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={`Match of ${time}`}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Text size="sm" fw={600}>
          {time}
        </Text>
        <Badge variant="light" color={match.completed ? 'teal' : 'orange'}>
          {match.completed ? 'Completed' : 'Ended early'}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
        <Figure label="Rank" value={rankOfText(match.rank, match.players)} />
        <Figure label="Score" value={formatNumber(match.score)} />
        <Figure label="Correct" value={`${match.correctCount} of ${match.questionCount}`} />
        <Figure
          label="Rating"
          value={change ?? 'Not rated'}
          color={ratingChangeColor(match.ratingBefore, match.ratingAfter)}
          hint={match.ratingAfter === null ? undefined : `now ${formatNumber(match.ratingAfter)}`}
        />
      </SimpleGrid>
      {match.hostLed ? (
        <Button component={Link} to={`/arena/sessions/${match.matchId}/me`} variant="light" size="xs" mt="sm">
          Your answers in this session
        </Button>
      ) : null}
    </Paper>
  );
}

/** One card per match, newest first; cards read the same at 375 px and on a desktop. */
export function MatchHistoryList({ matches }: { matches: ArenaMatch[] }) {
  if (matches.length === 0)
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>No Arena matches yet</Text>
          <Text size="sm" c="dimmed">
            Games you play in the Arena while logged in will be listed here, with your rank and rating change.
          </Text>
          <Button component={Link} to="/arena" variant="light">
            Play in the Arena
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your Arena matches">
      {matches.map((match) => (
        <MatchCard key={match.matchId} match={match} />
      ))}
    </Stack>
  );
}
