import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatQuizDate, ordinal } from '../../../lib/format';
import { useDashboardStats } from '../api/dashboard.api';
import { DashboardCard } from './dashboard-card';

const KIND_LABELS = { standard: 'Standard', mc: 'Multiple choice' } as const;

/** The member's last five daily quiz results, with a link to all their stats. */
export function RecentResultsCard() {
  const stats = useDashboardStats();
  const recent = stats.data?.history.slice(0, 5) ?? [];
  return (
    <DashboardCard title="Recent results">
      {stats.isPending ? <Skeleton height={96} /> : null}
      {stats.data && recent.length === 0 ? (
        <Text size="sm">No results yet: your daily quiz scores will appear here.</Text>
      ) : null}
      {recent.length > 0 ? (
        <Table.ScrollContainer minWidth={280}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Quiz</Table.Th>
                <Table.Th ta="right">Score</Table.Th>
                <Table.Th ta="right">Rank</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.map((entry) => (
                <Table.Tr key={`${entry.date}-${entry.kind}`}>
                  <Table.Td>{formatQuizDate(entry.date)}</Table.Td>
                  <Table.Td>{KIND_LABELS[entry.kind]}</Table.Td>
                  <Table.Td ta="right">
                    {entry.score}/{entry.total}
                  </Table.Td>
                  <Table.Td ta="right">{entry.rank ? ordinal(entry.rank) : 'Practice'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Anchor component={Link} to="/stats" size="sm">
        All your stats
      </Anchor>
    </DashboardCard>
  );
}
