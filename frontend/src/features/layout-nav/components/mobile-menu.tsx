import { Burger } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useAfterFirstLoad } from '../../../lib/after-first-load';
import { lazyNamed } from '../../../lib/lazy-named';
import { useCloseOnRouteChange } from '../hooks/use-close-on-route-change';
import type { NavState } from '../hooks/use-nav-context';

// The drawer comes with the header's other menus once the page has loaded (or at the first tap, if sooner).
const MobileMenuDrawer = lazyNamed(() => import('./header-menus'), 'MobileMenuDrawer');

export function MobileMenu({ state }: { state: NavState }) {
  const [opened, setOpened] = useState(false);
  const drawerMayLoad = useAfterFirstLoad();
  useCloseOnRouteChange(() => setOpened(false));

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((current) => !current)}
        hiddenFrom="lg"
        size="sm"
        aria-label="Open navigation"
      />
      {drawerMayLoad || opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer state={state} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
