import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { planLabel, type User, VERTICALS } from '@trivia/contracts';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VerticalIcon } from '../../verticals';
import type { NavState } from '../hooks/use-nav-context';

// The buttons that open the header's menus, drawn at once; the menus behind them load once the page has loaded
// (header-menus.tsx). Other props (a menu's ref, handlers and ARIA attributes) go to the button.
type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

export function RoleSwitcherTrigger({ state, ...props }: TriggerProps & { state: NavState }) {
  const current = VERTICALS[state.vertical ?? 'universal'];
  return (
    <Button
      {...props}
      variant="default"
      size="sm"
      px="xs"
      aria-label="Choose your role"
      leftSection={<VerticalIcon name={current.icon} size={18} />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      <Box component="span" visibleFrom="xl">
        {current.title}
      </Box>
    </Button>
  );
}

export function AccountMenuTrigger({ user, ...props }: TriggerProps & { user: User }) {
  const plan = planLabel(user);
  return (
    <Button
      {...props}
      variant="default"
      px="xs"
      aria-label="Account menu"
      leftSection={<IconUserCircle size={20} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      <Stack gap={0} align="flex-start" visibleFrom="sm">
        <Text size="xs" fw={600} lh={1.2} maw={180} truncate="end">
          {user.email}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {plan}
        </Text>
      </Stack>
    </Button>
  );
}

/** A visitor's way in; a member's admin link beside the account menu. */
function VisitorButtons() {
  return (
    <>
      <Button component={Link} to="/auth/login" variant="default">
        Log In
      </Button>
      <Button component={Link} to="/auth/register">
        Sign Up
      </Button>
    </>
  );
}

function AdminButton() {
  return (
    <Button component={Link} to="/admin" variant="light" color="red" visibleFrom="sm">
      Admin
    </Button>
  );
}

/**
 * The account end of the header: nothing while the session is unknown, the log-in links for a visitor, and for a
 * member the admin link (admins) beside `account`, the account menu or, until it has loaded, its trigger.
 */
export function AccountArea({ state, account }: { state: NavState; account: (user: User) => ReactNode }) {
  if (state.status === 'unknown') return null;
  if (!state.user) {
    return (
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <VisitorButtons />
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {state.isAdmin ? <AdminButton /> : null}
      {account(state.user)}
    </Group>
  );
}
