import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Menus close when the route changes (spec section 4), including via the browser's back button. */
export function useCloseOnRouteChange(close: () => void): void {
  const { pathname } = useLocation();
  useEffect(() => {
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
