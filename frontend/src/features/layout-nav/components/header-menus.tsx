import { Tooltip } from '@mantine/core';
import { ThemeToggle } from '../../theme';
import type { NavState } from '../hooks/use-nav-context';
import { AccountMenu } from './account-menu';
import { AccountArea } from './header-triggers';
import { RoleSwitcher } from './role-switcher';

// Loaded lazily by the header (app-header.tsx, mobile-menu.tsx): its menus, modal, drawer and tooltips bring
// Floating UI, focus traps and scroll locks, none of which the first render needs.
export { MobileMenuDrawer } from './mobile-menu-drawer';

/** A menu of the header, named when it was asked for before the menus had loaded. */
export type HeaderMenu = 'role' | 'account';

interface HeaderMenusProps {
  state: NavState;
  /** The menu to show open as they arrive (clicked while they were loading). */
  initiallyOpen?: HeaderMenu | null;
}

/** The header's right-hand controls with their menus: role, colour scheme, and log-in or the account menu. */
export function HeaderMenus({ state, initiallyOpen = null }: HeaderMenusProps) {
  return (
    <>
      <Tooltip.Group>
        <RoleSwitcher state={state} initiallyOpen={initiallyOpen === 'role'} />
        <ThemeToggle />
      </Tooltip.Group>
      <AccountArea
        state={state}
        account={(user) => <AccountMenu user={user} initiallyOpen={initiallyOpen === 'account'} />}
      />
    </>
  );
}
