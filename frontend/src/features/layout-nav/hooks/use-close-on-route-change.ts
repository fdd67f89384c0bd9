import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Menus close when the route changes (spec section 4), including via the browser's back button. */
export function useCloseOnRouteChange(close: () => void): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    // Not on mount: a menu asked for while it was loading opens as it arrives.
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
