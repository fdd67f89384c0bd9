import { Alert, Container } from '@mantine/core';
import { MEMBER_HOME_PATH } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../api/current-user.api';
import { isSigningOut } from '../api/sign-out-locally';

/**
 * Logged-in areas: a spinner while the user is unknown, the login screen when logged out (`loginPath`: another
 * portal's own log-in, which brings the member back here afterwards).
 */
export function RequireAuth({ children, loginPath }: { children: ReactNode; loginPath?: string }) {
  const { status } = useCurrentUser();
  const location = useLocation();
  if (status === 'unknown') return <LoadingSpinner />;
  if (status === 'logged-out' && isSigningOut()) return null;
  if (status === 'logged-out' && loginPath) {
    return <Navigate to={`${loginPath}?next=${encodeURIComponent(location.pathname)}`} replace />;
  }
  if (status === 'logged-out') return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/**
 * The landing page is for visitors; logged-in users go to /dashboard (spec section 2). The server already sends a
 * member who opens the page to the dashboard, so while the app is still asking who this is it shows the page
 * rather than a spinner (an expired session is the only way a member gets here first).
 */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  if (status === 'logged-in') return <Navigate to={MEMBER_HOME_PATH} replace />;
  return <>{children}</>;
}

function AccessDenied() {
  return (
    <Container size="sm" py="xl">
      <PageTitle title="Access denied" />
      <Alert color="red" title="Not allowed">
        Your account does not have permission to view the admin area.
      </Alert>
    </Container>
  );
}

/** Admin areas: logged-out users go to the login screen, other roles see "Access denied". */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <RequireAuth>{user?.role === 'ADMIN' ? children : <AccessDenied />}</RequireAuth>;
}
