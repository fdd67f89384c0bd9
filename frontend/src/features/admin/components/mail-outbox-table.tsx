import { Table, Text } from '@mantine/core';
import type { OutboxMessage } from '@trivia/contracts';

const formatDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function MailOutboxTable({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) return <Text c="dimmed">No mail has been sent yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>Most recent messages sent by the platform</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sent</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Via</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {/* A long message makes a tall row: its date, address and subject stay at the top, beside its start. */}
        <Table.Tbody style={{ verticalAlign: 'top' }}>
          {messages.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>{formatDate(message.createdAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
              <Table.Td>{message.subject}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.text}
                </Text>
              </Table.Td>
              <Table.Td>{message.deliveredVia}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
