import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from '../../lib/error-reporting';
import { ErrorScreen } from './error-screen';

/** The router catches render errors of routes itself; this reports them and shows the fallback. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { source: 'route' });
  }, [error]);
  return <ErrorScreen />;
}
