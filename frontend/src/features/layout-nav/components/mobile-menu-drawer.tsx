import { Drawer, NavLink, Stack } from '@mantine/core';
import { isActivePath, mobileMenuItems } from '@trivia/contracts';
import { Link, useLocation } from 'react-router-dom';
import { useLogout } from '../../auth';
import type { NavState } from '../hooks/use-nav-context';

export interface MobileMenuDrawerProps {
  state: NavState;
  opened: boolean;
  onClose: () => void;
}

/** The small-screen navigation: every page of the header's menus, and Log Out for members. */
export function MobileMenuDrawer({ state, opened, onClose }: MobileMenuDrawerProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const items = mobileMenuItems({ loggedIn: state.loggedIn, features: state.features, isAdmin: state.isAdmin });

  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" padding="md">
      <Stack component="nav" aria-label="Mobile" gap={2}>
        {items.map((item) =>
          item.path ? (
            <NavLink
              key={item.label}
              component={Link}
              to={item.path}
              label={item.label}
              active={isActivePath(item.path, pathname)}
              aria-current={isActivePath(item.path, pathname) ? 'page' : undefined}
            />
          ) : (
            <NavLink
              key={item.label}
              component="button"
              label={item.label}
              onClick={() => {
                onClose();
                logout.mutate();
              }}
            />
          ),
        )}
      </Stack>
    </Drawer>
  );
}
