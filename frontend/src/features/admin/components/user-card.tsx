import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import type { AdminUser } from '@trivia/contracts';
import { useSetUserRole, useSetUserStatus } from '../api/admin-users.api';
import { formatDateTime, formatDay } from './admin-dates';
import { UserIdentity } from './user-identity';

function confirm(title: string, body: string, confirmLabel: string, danger: boolean, onConfirm: () => void) {
  openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: danger ? 'red' : undefined },
    cancelProps: { 'data-autofocus': true },
    onConfirm,
  });
}

/** One account: who, role, plan, dates, and the role and disable actions (each asks first). */
export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setRole = useSetUserRole();
  const setStatus = useSetUserStatus();
  const makeAdmin = user.role !== 'ADMIN';
  const askRole = () =>
    confirm(
      makeAdmin ? 'Make administrator?' : 'Remove administrator rights?',
      makeAdmin
        ? `${user.email} will be able to use every admin tool, including this one.`
        : `${user.email} will lose access to the admin area at once.`,
      makeAdmin ? 'Make admin' : 'Make member',
      !makeAdmin,
      () => setRole.mutate({ id: user.id, role: makeAdmin ? 'ADMIN' : 'MEMBER' }),
    );
  const askStatus = () =>
    confirm(
      user.disabled ? 'Enable this account?' : 'Disable this account?',
      user.disabled
        ? `${user.email} will be able to log in again.`
        : `${user.email} will be signed out on every device and cannot log in until an admin enables the account.`,
      user.disabled ? 'Enable' : 'Disable account',
      !user.disabled,
      () => setStatus.mutate({ id: user.id, disabled: !user.disabled }),
    );
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={user.email}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <UserIdentity user={user} />
          <Group gap={4}>
            <Badge color={user.role === 'ADMIN' ? 'red' : 'gray'} variant="light">
              {user.role === 'ADMIN' ? 'Admin' : 'Member'}
            </Badge>
            <Badge variant="outline">{user.planLabel}</Badge>
            {user.disabled ? <Badge color="dark">Disabled</Badge> : null}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Joined {formatDay(user.createdAt)} · Last login {formatDateTime(user.lastLoginAt)}
          {user.disabledAt ? ` · Disabled ${formatDateTime(user.disabledAt)}` : ''}
        </Text>
        {isSelf ? (
          <Text size="xs" c="dimmed">
            This is you: another admin must change your role or disable your account.
          </Text>
        ) : (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={askRole} loading={setRole.isPending}>
              {makeAdmin ? 'Make admin' : 'Make member'}
            </Button>
            <Button
              size="compact-sm"
              variant={user.disabled ? 'default' : 'light'}
              color={user.disabled ? undefined : 'red'}
              onClick={askStatus}
              loading={setStatus.isPending}
            >
              {user.disabled ? 'Enable' : 'Disable'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
