import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { QUIZ_SEASONS, formatNumber } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { useAdminBankStats } from '../api/admin-bank-stats.api';
import { AdminSection } from '../components/admin-section';

const n = (value: number) => formatNumber(value);
const TYPE_LABELS = {
  multiple_choice: 'Multiple choice',
  text: 'Typed answer',
  true_false: 'True or false',
  order: 'Put in order',
  estimate: 'Closest number',
} as const;
const DIFFICULTIES = [
  ['easy', 'Easy'],
  ['medium', 'Medium'],
  ['hard', 'Hard'],
] as const;
const SEASON_LABELS = { halloween: 'Halloween', 'bonfire-night': 'Bonfire Night', christmas: 'Christmas' } as const;

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: [string, number][] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {caption}
      </Title>
      <Table striped withTableBorder>
        <Table.Tbody>
          {rows.map(([label, count]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{n(count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function QuestionBankSection() {
  const bank = useAdminBankStats();
  const data = bank.data;
  return (
    <AdminSection title="Question bank" query={bank}>
      {data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="In play (QC passed)" value={n(data.stats.total)} />
            <Figure label="QC failed" value={n(data.stats.rejected)} />
            <Figure label="Distinct facts" value={n(data.stats.facts)} />
            <Figure
              label="Bank version"
              value={data.version ? <Code>{data.version.slice(0, 12)}</Code> : 'Not imported'}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CountTable
              caption="By difficulty"
              rows={DIFFICULTIES.map(([d, label]) => [label, data.stats.byDifficulty[d]])}
            />
            <CountTable
              caption="By type"
              rows={(Object.keys(TYPE_LABELS) as (keyof typeof TYPE_LABELS)[]).map((t) => [
                TYPE_LABELS[t],
                data.stats.byType[t],
              ])}
            />
            <CountTable caption="Seasonal" rows={QUIZ_SEASONS.map((s) => [SEASON_LABELS[s], data.bySeason[s] ?? 0])} />
          </SimpleGrid>
          <Stack gap={4}>
            <Title order={3} size="h5">
              By category
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Category</Table.Th>
                    <Table.Th ta="right">Questions</Table.Th>
                    <Table.Th ta="right">Easy</Table.Th>
                    <Table.Th ta="right">Medium</Table.Th>
                    <Table.Th ta="right">Hard</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.stats.byCategory.map((c) => (
                    <Table.Tr key={c.category}>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td ta="right">{n(c.count)}</Table.Td>
                      <Table.Td ta="right">{n(c.byDifficulty.easy)}</Table.Td>
                      <Table.Td ta="right">{n(c.byDifficulty.medium)}</Table.Td>
                      <Table.Td ta="right">{n(c.byDifficulty.hard)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Stack>
      ) : null}
    </AdminSection>
  );
}
