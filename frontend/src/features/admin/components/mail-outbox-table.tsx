import { Badge, Stack, Table, Text } from '@mantine/core';
import type { MailStatus, OutboxMessage } from '@trivia/contracts';

const formatDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_BADGE: Record<MailStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'green' },
  queued: { label: 'Queued', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  outbox: { label: 'Kept only', color: 'gray' },
};

/** Mail goes out on a queue with retries: say where each message is, and why the last attempt failed. */
function DeliveryStatus({ message }: { message: OutboxMessage }) {
  // A backend from before the queue sends only deliveredVia.
  const status = message.status ?? (message.deliveredVia === 'smtp' ? 'sent' : 'outbox');
  const badge = STATUS_BADGE[status];
  const attempts = message.attempts ?? 0;
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {attempts > 1 || status === 'failed' ? (
        <Text size="xs" c="dimmed">
          {attempts} {attempts === 1 ? 'attempt' : 'attempts'}
        </Text>
      ) : null}
      {message.lastError ? (
        <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {message.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}

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
            <Table.Th>Status</Table.Th>
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
              <Table.Td>
                <DeliveryStatus message={message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
