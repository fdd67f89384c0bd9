import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ArenaYou } from '../arena-types';

/** Your result for the revealed question: points = speed points + streak bonus, each shown. */
export function ResultCard({ you }: { you: ArenaYou }) {
  const result = you.result;
  if (!result) return null;
  const title = !result.answered ? 'No answer this time' : result.correct ? 'Correct!' : 'Not this time';
  return (
    <Alert color={result.correct ? 'green' : 'gray'} variant="light" title={title} data-testid="arena-result">
      <Stack gap={4}>
        <Group gap="lg">
          <Text>
            +{result.points} points
            {result.correct ? ` (${result.speedPoints} for speed + ${result.streakBonus} streak bonus)` : ''}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Total {you.score}
          {you.rank !== null ? ` · rank ${you.rank}` : ''}
          {you.streak > 1 ? ` · streak ${you.streak}` : ''}
        </Text>
      </Stack>
    </Alert>
  );
}
