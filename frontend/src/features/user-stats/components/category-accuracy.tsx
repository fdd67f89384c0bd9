import { Group, Progress, Stack, Text } from '@mantine/core';
import type { UserStatsResponse } from '@trivia/contracts';
import { percent } from '../../../lib/format';

/** One bar per category, most answered first. */
export function CategoryAccuracy({ byCategory }: { byCategory: UserStatsResponse['byCategory'] }) {
  if (byCategory.length === 0) return <Text c="dimmed">Play a daily quiz to see how you do in each category.</Text>;
  const sorted = [...byCategory].sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name));
  return (
    <Stack gap="md">
      {sorted.map((row) => {
        const accuracy = percent(row.correct, row.answered);
        return (
          <Stack key={row.category} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} id={`accuracy-${row.category}`}>
                {row.name}
              </Text>
              <Text size="sm" c="dimmed">
                {accuracy}% · {row.correct}/{row.answered}
              </Text>
            </Group>
            <Progress
              value={accuracy}
              size="lg"
              radius="xl"
              aria-labelledby={`accuracy-${row.category}`}
              aria-valuetext={`${accuracy}% correct`}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
