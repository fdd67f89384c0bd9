import { formatNumber } from '@trivia/contracts';
import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Difficulty, QuestionBankStats } from '@trivia/contracts';
import { percent } from '../../../lib/format';

const n = (value: number) => formatNumber(value);
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
const DIFFICULTY_LABEL: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

function Breakdown({ title, rows, total }: { title: string; rows: { label: string; count: number }[]; total: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {rows.map((row) => (
          <Stack key={row.label} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" c="dimmed">
                {n(row.count)}
              </Text>
            </Group>
            <Progress value={percent(row.count, total)} size="sm" aria-hidden />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The real totals of the question bank, as the server counts them. */
export function QuestionBankTotals({ stats }: { stats: QuestionBankStats }) {
  const categories = [...stats.byCategory].sort((a, b) => b.count - a.count);
  return (
    <Stack gap="md">
      <Text>
        <Text span fw={700} fz="xl">
          {n(stats.total)}
        </Text>{' '}
        questions in play, asking {n(stats.facts)} distinct facts across {n(stats.byCategory.length)} categories.{' '}
        {stats.rejected > 0
          ? `A further ${n(stats.rejected)} failed our quality checks and are kept out of play.`
          : null}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Breakdown
          title="By difficulty"
          total={stats.total}
          rows={DIFFICULTIES.map((d) => ({ label: DIFFICULTY_LABEL[d], count: stats.byDifficulty[d] ?? 0 }))}
        />
        <Breakdown
          title="By type"
          total={stats.total}
          rows={[
            { label: 'Multiple choice', count: stats.byType.multiple_choice },
            { label: 'Typed answer', count: stats.byType.text },
          ]}
        />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing="xs" captionSide="top">
          <Table.Caption style={{ textAlign: 'left' }}>Questions by category</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col" ta="right">
                Questions
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Facts
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Share
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((row) => (
              <Table.Tr key={row.category}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{n(row.count)}</Table.Td>
                <Table.Td ta="right">{n(row.facts)}</Table.Td>
                <Table.Td ta="right">{percent(row.count, stats.total)}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
