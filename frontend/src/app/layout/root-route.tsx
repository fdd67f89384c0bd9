import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { RouteErrorBoundary } from '../error-boundary/route-error';
import { trackPageView } from '../../lib/analytics';
import { registerToastNavigator } from '../../lib/toast';
import { focusToastRegion, isToastHotkey } from '../../lib/toast-region';
import { useDarkClass } from '../../features/theme';
import { useVerticalPreferenceSync } from '../../features/verticals';
import { PageHeadTags } from '../head/page-head-tags';

function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}

function useToastNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => registerToastNavigator((href) => void navigate(href)), [navigate]);
}

/** F8 moves focus to the toasts (spec section 9) so keyboard users can reach their actions. */
function useToastHotkey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToastHotkey(event) && focusToastRegion()) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** App-wide effects that need the router, shared by the splash page and the main layout. */
export function RootRoute() {
  usePageViews();
  useToastNavigation();
  useToastHotkey();
  useDarkClass();
  useVerticalPreferenceSync();
  return (
    <>
      <PageHeadTags />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
