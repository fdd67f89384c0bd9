import { formatNumber } from '@trivia/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { UserStatsResponse } from '@trivia/contracts';
import { percent } from '../../../lib/format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function StatFigures({ stats }: { stats: UserStatsResponse }) {
  const { streak, totals } = stats;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Figure label="Current streak" value={days(streak.current)} hint={`Best: ${days(streak.best)}`} />
      <Figure label="Quizzes played" value={formatNumber(totals.quizzes)} />
      <Figure label="Questions answered" value={formatNumber(totals.answered)} />
      <Figure
        label="Accuracy"
        value={`${percent(totals.correct, totals.answered)}%`}
        hint={`${formatNumber(totals.correct)} correct`}
      />
    </SimpleGrid>
  );
}
