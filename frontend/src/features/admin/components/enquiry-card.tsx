import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  type Enquiry,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  formatNumber,
} from '@trivia/contracts';
import type { ReactNode } from 'react';
import { useSetEnquiryStatus } from '../api/admin-enquiries.api';
import { formatDateTime } from './admin-dates';

const STATUS_COLOURS: Record<EnquiryStatus, string> = { new: 'blue', contacted: 'teal', closed: 'gray' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** One enquiry as sent, every field as plain text, and where the team is with it. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const setStatus = useSetEnquiryStatus();
  const e = enquiry;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`${e.organisation}, ${e.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={4}>
            <Badge variant="light" color={STATUS_COLOURS[e.status]}>
              {ENQUIRY_STATUS_LABELS[e.status]}
            </Badge>
            <Badge variant="outline">{ENQUIRY_KIND_LABELS[e.kind]}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Received {formatDateTime(e.createdAt)}
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {e.organisation}
        </Text>
        <Detail label="From">
          {e.name}
          {e.role ? `, ${e.role}` : ''} ·{' '}
          <Anchor href={`mailto:${e.email}`} inherit>
            {e.email}
          </Anchor>
        </Detail>
        {e.audienceSize !== null ? <Detail label="Audience or players">{formatNumber(e.audienceSize)}</Detail> : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {e.message}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text size="xs" c="dimmed">
            {e.statusChangedAt
              ? `Status changed ${formatDateTime(e.statusChangedAt)} by ${e.statusChangedBy ?? 'an admin'}`
              : 'Nobody has changed its status yet'}
          </Text>
          <NativeSelect
            label="Status"
            size="xs"
            w={140}
            data={ENQUIRY_STATUSES.map((value) => ({ value, label: ENQUIRY_STATUS_LABELS[value] }))}
            value={e.status}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate({ id: e.id, status: event.currentTarget.value as EnquiryStatus })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
