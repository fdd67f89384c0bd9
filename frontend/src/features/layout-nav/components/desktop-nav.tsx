import { Button, Group } from '@mantine/core';
import { isActivePath, navItemsFor } from '@trivia/contracts';
import { Link, useLocation } from 'react-router-dom';
import { useScreenFrom } from '../../../lib/use-screen-from';
import type { NavState } from '../hooks/use-nav-context';

/** The main links in a row, on screens wide enough for them (smaller ones have the menu button instead). */
export function DesktopNav({ state }: { state: NavState }) {
  const { pathname } = useLocation();
  const wide = useScreenFrom('lg');
  if (!wide) return null;
  const items = navItemsFor(state.vertical, { loggedIn: state.loggedIn, features: state.features });
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap">
      {items.map((item) => {
        const active = isActivePath(item.path, pathname);
        return (
          <Button
            key={item.path}
            component={Link}
            to={item.path}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}
