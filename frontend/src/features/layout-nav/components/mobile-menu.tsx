import { Burger, Drawer, NavLink, Stack } from '@mantine/core';
import { isActivePath, mobileMenuItems } from '@trivia/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLogout } from '../../auth';
import { useCloseOnRouteChange } from '../hooks/use-close-on-route-change';
import type { NavState } from '../hooks/use-nav-context';

export function MobileMenu({ state }: { state: NavState }) {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  useCloseOnRouteChange(() => setOpened(false));
  const items = mobileMenuItems({ loggedIn: state.loggedIn, features: state.features, isAdmin: state.isAdmin });

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((current) => !current)}
        hiddenFrom="lg"
        size="sm"
        aria-label="Open navigation"
      />
      <Drawer opened={opened} onClose={() => setOpened(false)} title="Menu" size="xs" padding="md">
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
                  setOpened(false);
                  logout.mutate();
                }}
              />
            ),
          )}
        </Stack>
      </Drawer>
    </>
  );
}
