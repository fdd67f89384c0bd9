import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';

/**
 * A page that fails to render (or whose code fails to load) shows the error screen inside the layout, so the header
 * still leads elsewhere; going to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary source="route" resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}
