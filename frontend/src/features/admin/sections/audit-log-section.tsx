import { Badge, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_AUDIT_ACTION_LABELS, ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@trivia/contracts';
import { useState } from 'react';
import { useAuditLog } from '../api/admin-audit.api';
import { AdminSection } from '../components/admin-section';
import { CardList } from '../components/card-list';
import { formatDateTime } from '../components/admin-dates';
import { Pager } from '../components/pager';
import { describeChange } from '../audit-change';

const ACTION_OPTIONS = ADMIN_AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: ADMIN_AUDIT_ACTION_LABELS[action],
}));

export function AuditLogSection() {
  const [action, setAction] = useState<AdminAuditAction | null>(null);
  const [adminSearch, setAdminSearch] = useState('');
  const [admin] = useDebouncedValue(adminSearch, 300);
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action, admin, page });
  return (
    <AdminSection title="Audit log" query={log}>
      <Stack>
        <Group gap="sm" align="flex-end">
          <Select
            label="Action"
            placeholder="Every action"
            data={ACTION_OPTIONS}
            value={action}
            onChange={(value) => {
              setAction(value as AdminAuditAction | null);
              setPage(1);
            }}
            clearable
            w={220}
          />
          <TextInput
            label="Admin e-mail"
            type="search"
            value={adminSearch}
            onChange={(event) => {
              setAdminSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        </Group>
        {log.data ? (
          <>
            <Pager
              total={log.data.total}
              page={page}
              pageSize={log.data.pageSize}
              noun={['entry', 'entries']}
              onPage={setPage}
            />
            {log.data.items.length === 0 ? (
              <Text c="dimmed">No admin action matches.</Text>
            ) : (
              <CardList label="Audit log entries">
                {log.data.items.map((entry) => (
                  <Paper key={entry.id} withBorder p="sm" radius="md" component="li">
                    <Group justify="space-between" gap="xs" align="flex-start">
                      <Group gap="xs">
                        <Badge variant="light">{ADMIN_AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Badge>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {entry.target.label}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.at)}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4}>
                      {describeChange(entry).join(' · ')}
                    </Text>
                    <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      By {entry.adminEmail} · request {entry.requestId}
                    </Text>
                  </Paper>
                ))}
              </CardList>
            )}
          </>
        ) : null}
      </Stack>
    </AdminSection>
  );
}
