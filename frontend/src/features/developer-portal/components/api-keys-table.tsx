import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import type { ApiKeySummary } from '@trivia/contracts';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toast';
import { useRevokeApiKey } from '../api/developer-keys.api';
import { formatCount } from '../tier-format';
import { EditKeyModal } from './edit-key-modal';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What identifies a key without revealing it: `tq_sk_AbC1…wXyZ`. */
export const maskedKey = (key: Pick<ApiKeySummary, 'prefix' | 'last4'>) => `${key.prefix}…${key.last4}`;

function KeyRow({
  apiKey,
  requestsToday,
  onEdit,
}: {
  apiKey: ApiKeySummary;
  requestsToday: number;
  onEdit: (key: ApiKeySummary) => void;
}) {
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revokedAt !== null;
  const askRevoke = () =>
    openConfirmModal({
      title: `Revoke ${apiKey.name}?`,
      children: (
        <Text size="sm">
          {maskedKey(apiKey)} stops working at once, everywhere, and its sessions end. This cannot be undone: apps using
          it need a new key.
        </Text>
      ),
      labels: { confirm: 'Revoke key', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      onConfirm: () =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => showSuccessToast('Key revoked', `${apiKey.name} no longer works.`),
        }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {apiKey.name}
          </Text>
          {revoked ? (
            <Badge color="gray" size="sm" w="fit-content">
              Revoked
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{apiKey.kind === 'secret' ? 'Secret' : 'Publishable'}</Table.Td>
      <Table.Td>
        <Text ff="monospace" size="sm">
          {maskedKey(apiKey)}
        </Text>
      </Table.Td>
      <Table.Td>{apiKey.allowedOrigins.length > 0 ? apiKey.allowedOrigins.join(', ') : '—'}</Table.Td>
      <Table.Td>{DATE.format(new Date(apiKey.createdAt))}</Table.Td>
      <Table.Td>{apiKey.lastUsedAt ? DATE_TIME.format(new Date(apiKey.lastUsedAt)) : 'Never'}</Table.Td>
      <Table.Td>{formatCount(requestsToday)}</Table.Td>
      <Table.Td>
        {revoked ? null : (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onEdit(apiKey)}
              aria-label={`Edit ${apiKey.name}`}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={askRevoke}
              loading={revoke.isPending}
              aria-label={`Revoke ${apiKey.name}`}
            >
              Revoke
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The account's keys: name, kind, prefix…last4, origins, dates and today's requests, with edit and revoke. */
export function ApiKeysTable({ keys, byKey }: { keys: ApiKeySummary[]; byKey: { keyId: string; requests: number }[] }) {
  const [editing, setEditing] = useState<ApiKeySummary | null>(null);
  const today = new Map(byKey.map((entry) => [entry.keyId, entry.requests]));
  if (keys.length === 0) {
    return <Text c="dimmed">No keys yet. Create one to make your first call.</Text>;
  }
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label="Your API keys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Origins</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Requests today</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} requestsToday={today.get(key.id) ?? 0} onEdit={setEditing} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EditKeyModal apiKey={editing} onClose={() => setEditing(null)} />
    </>
  );
}
