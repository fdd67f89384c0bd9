import { Table, Text } from '@mantine/core';
import type { FlaggedAttemptsResponse } from '@trivia/contracts';

const formatDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const KIND = { standard: 'Standard', mc: 'Multiple choice' } as const;

/** Attempts answered faster than a person can read: they are out of the ranks; here an admin can see who and why. */
export function FlaggedAttemptsTable({ attempts }: FlaggedAttemptsResponse) {
  if (attempts.length === 0) return <Text c="dimmed">No daily quiz attempt has been flagged.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>Attempts kept out of the daily ranks because their answers came too fast</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Flagged</Table.Th>
            <Table.Th>Quiz</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ verticalAlign: 'top' }}>
          {attempts.map((attempt) => (
            <Table.Tr key={attempt.attemptId}>
              <Table.Td>{formatDate(attempt.flaggedAt)}</Table.Td>
              <Table.Td>
                {KIND[attempt.kind]}, {attempt.date}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {attempt.player}
                {attempt.email ? (
                  <Text size="xs" c="dimmed">
                    {attempt.email}
                  </Text>
                ) : (
                  <Text size="xs" c="dimmed">
                    Guest
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {attempt.score}/{attempt.total}
              </Table.Td>
              <Table.Td>{seconds(attempt.elapsedMs)}</Table.Td>
              <Table.Td>{attempt.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
