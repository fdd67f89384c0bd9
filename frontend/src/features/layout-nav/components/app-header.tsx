import { Box, Container, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useAfterFirstLoad } from '../../../lib/after-first-load';
import { lazyNamed } from '../../../lib/lazy-named';
import { seasonalHeaderStyle, useSeasonalTheme } from '../../seasonal';
import { ThemeToggleButton } from '../../theme';
import { useNavState, type NavState } from '../hooks/use-nav-context';
import { DesktopNav } from './desktop-nav';
import type { HeaderMenu } from './header-menus';
import { AccountArea, AccountMenuTrigger, RoleSwitcherTrigger } from './header-triggers';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';

const HeaderMenus = lazyNamed(() => import('./header-menus'), 'HeaderMenus');

/**
 * The right-hand controls as they look before their menus have loaded (once the page has): the same
 * buttons in the same places, so nothing moves when the menus arrive; the colour switch and log-in links work already.
 */
function HeaderMenusPlaceholder({ state, onOpen }: { state: NavState; onOpen: (menu: HeaderMenu) => void }) {
  return (
    <>
      <RoleSwitcherTrigger state={state} onClick={() => onOpen('role')} />
      <ThemeToggleButton />
      <AccountArea
        state={state}
        account={(user) => <AccountMenuTrigger user={user} onClick={() => onOpen('account')} />}
      />
    </>
  );
}

export function AppHeader() {
  const state = useNavState();
  const seasonal = useSeasonalTheme();
  // A menu clicked before the menus have loaded loads them at once, and opens when they arrive.
  const [requested, setRequested] = useState<HeaderMenu | null>(null);
  const menusMayLoad = useAfterFirstLoad() || requested !== null;
  const placeholder = <HeaderMenusPlaceholder state={state} onOpen={setRequested} />;
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', ...seasonalHeaderStyle(seasonal) }}
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <MobileMenu state={state} />
            <LogoLink loggedIn={state.loggedIn} seasonal={seasonal} />
          </Group>
          <DesktopNav state={state} />
          <Group gap="xs" wrap="nowrap">
            {menusMayLoad ? (
              <Suspense fallback={placeholder}>
                <HeaderMenus state={state} initiallyOpen={requested} />
              </Suspense>
            ) : (
              placeholder
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
