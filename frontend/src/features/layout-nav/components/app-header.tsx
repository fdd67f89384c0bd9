import { Box, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { seasonalHeaderStyle, useSeasonalTheme } from '../../seasonal';
import { ThemeToggleButton } from '../../theme';
import { useNavState, type NavState } from '../hooks/use-nav-context';
import { DesktopNav } from './desktop-nav';
import { AccountMenuTrigger, AdminButton, RoleSwitcherTrigger, VisitorButtons } from './header-triggers';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';

const HeaderMenus = lazy(async () => ({ default: (await import('./header-menus')).HeaderMenus }));

/**
 * The right-hand controls as they look before their menus have loaded (a moment after the first render): the same
 * buttons in the same places, so nothing moves when the menus arrive; the colour switch and log-in links work already.
 */
function HeaderMenusPlaceholder({ state }: { state: NavState }) {
  return (
    <>
      <RoleSwitcherTrigger state={state} />
      <ThemeToggleButton />
      {state.status === 'unknown' ? null : state.user ? (
        <Group gap="xs" wrap="nowrap">
          {state.isAdmin ? <AdminButton /> : null}
          <AccountMenuTrigger user={state.user} />
        </Group>
      ) : (
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <VisitorButtons />
        </Group>
      )}
    </>
  );
}

export function AppHeader() {
  const state = useNavState();
  const seasonal = useSeasonalTheme();
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
            <Suspense fallback={<HeaderMenusPlaceholder state={state} />}>
              <HeaderMenus state={state} />
            </Suspense>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
