import { Table, Text } from '@mantine/core';
import type { UserStatsResponse } from '@trivia/contracts';
import { formatQuizDate, ordinal } from '../../../lib/format';

const KIND_LABEL = { standard: 'Standard', mc: 'Multiple choice' } as const;

export function QuizHistoryTable({ history }: { history: UserStatsResponse['history'] }) {
  if (history.length === 0) return <Text c="dimmed">Your finished quizzes will be listed here.</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Quiz</Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Rank
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((row) => (
            <Table.Tr key={`${row.date}-${row.kind}`}>
              <Table.Td>{formatQuizDate(row.date)}</Table.Td>
              <Table.Td>{KIND_LABEL[row.kind]}</Table.Td>
              <Table.Td ta="right">
                {row.score}/{row.total}
              </Table.Td>
              <Table.Td ta="right">{row.rank === null ? 'Practice' : ordinal(row.rank)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
