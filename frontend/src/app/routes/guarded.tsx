import type { ReactNode } from 'react';
import { RequireAdmin, RequireAuth } from '../../features/auth';
import type { RouteAccess } from './coming-soon-routes';

export function guarded(access: RouteAccess, page: ReactNode): ReactNode {
  if (access === 'public') return page;
  if (access === 'user') return <RequireAuth>{page}</RequireAuth>;
  return <RequireAdmin>{page}</RequireAdmin>;
}
