import { Box, Button, Container, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { seasonalHeaderStyle, useSeasonalTheme } from '../../seasonal';
import { ThemeToggle } from '../../theme';
import { useNavState, type NavState } from '../hooks/use-nav-context';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import { RoleSwitcher } from './role-switcher';

function AccountArea({ state }: { state: NavState }) {
  if (state.status === 'unknown') return null;
  if (!state.user) {
    return (
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <Button component={Link} to="/auth/login" variant="default">
          Log In
        </Button>
        <Button component={Link} to="/auth/register">
          Sign Up
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {state.isAdmin ? (
        <Button component={Link} to="/admin" variant="light" color="red" visibleFrom="sm">
          Admin
        </Button>
      ) : null}
      <AccountMenu user={state.user} />
    </Group>
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
            <Tooltip.Group>
              <RoleSwitcher state={state} />
              <ThemeToggle />
            </Tooltip.Group>
            <AccountArea state={state} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
