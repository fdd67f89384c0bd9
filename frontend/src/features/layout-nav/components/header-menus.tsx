import { Group, Tooltip } from '@mantine/core';
import { ThemeToggle } from '../../theme';
import type { NavState } from '../hooks/use-nav-context';
import { AccountMenu } from './account-menu';
import { AdminButton, VisitorButtons } from './header-triggers';
import { RoleSwitcher } from './role-switcher';

// Loaded lazily by the header (app-header.tsx, mobile-menu.tsx): its menus, modal, drawer and tooltips bring
// Floating UI, focus traps and scroll locks, none of which the first render needs.
export { MobileMenuDrawer } from './mobile-menu-drawer';

/** The header's right-hand controls with their menus: role, colour scheme, and log-in or the account menu. */
export function HeaderMenus({ state }: { state: NavState }) {
  return (
    <>
      <Tooltip.Group>
        <RoleSwitcher state={state} />
        <ThemeToggle />
      </Tooltip.Group>
      <AccountArea state={state} />
    </>
  );
}

function AccountArea({ state }: { state: NavState }) {
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
      <AccountMenu user={state.user} />
    </Group>
  );
}
