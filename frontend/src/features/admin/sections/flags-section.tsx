import { Badge, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type AdminFlag, ROLES, type Role } from '@trivia/contracts';
import { useState } from 'react';
import { useAdminFlags, useUpdateFlag } from '../api/admin-flags.api';
import { AdminSection } from '../components/admin-section';
import { formatDateTime } from '../components/admin-dates';
import { draftOf, flagEdit } from '../flag-draft';

const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admins', SUBSCRIBER: 'Subscribers', FREE: 'Free accounts' };

/** One flag's form: the master switch, the rollout share and the roles it targets, saved together. */
function FlagCard({ flag }: { flag: AdminFlag }) {
  const [draft, setDraft] = useState(() => draftOf(flag));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFlag();
  const result = flagEdit(flag, draft);
  const save = () => {
    if (result.kind === 'invalid') return setError(result.message);
    if (result.kind === 'edit') update.mutate({ name: flag.name, edit: result.edit });
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={flag.name}
      onSubmit={(e) => (e.preventDefault(), save())}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {flag.name}
          </Text>
          <Badge variant="light" color={flag.enabled ? 'teal' : 'gray'}>
            {flag.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {flag.description ? (
          <Text size="sm" c="dimmed">
            {flag.description}
          </Text>
        ) : null}
        <Switch
          label="Enabled (off means off for everyone)"
          checked={draft.enabled}
          onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })}
        />
        <NumberInput
          label="Rollout (% of users)"
          min={0}
          max={100}
          step={5}
          allowDecimal={false}
          clampBehavior="none"
          value={draft.rolloutPercentage}
          error={error}
          onChange={(value) => {
            setError(null);
            setDraft({ ...draft, rolloutPercentage: value });
          }}
          w={180}
        />
        <Checkbox.Group
          label="Always on for"
          value={draft.targetRoles}
          onChange={(roles) => setDraft({ ...draft, targetRoles: roles as Role[] })}
        >
          <Group gap="md" mt={4}>
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {flag.targetUserCount} beta tester{flag.targetUserCount === 1 ? '' : 's'} · changed{' '}
            {formatDateTime(flag.updatedAt)}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={result.kind === 'unchanged'}
              onClick={() => (setError(null), setDraft(draftOf(flag)))}
            >
              Reset
            </Button>
            <Button type="submit" size="xs" disabled={result.kind === 'unchanged'} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export function FlagsSection() {
  const flags = useAdminFlags();
  return (
    <AdminSection title="Feature flags" query={flags}>
      {flags.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {flags.data.flags.map((flag) => (
            // Keyed by the last change: a saved flag's form starts again from what the server holds.
            <FlagCard key={`${flag.name}:${flag.updatedAt}`} flag={flag} />
          ))}
        </SimpleGrid>
      ) : null}
    </AdminSection>
  );
}
