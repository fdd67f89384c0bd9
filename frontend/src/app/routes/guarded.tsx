import type { ReactNode } from 'react';
import { RequireAdmin, RequireAuth } from '../../features/auth';

/** Who may open a page: everyone, logged-in users, or administrators. */
export type RouteAccess = 'public' | 'user' | 'admin';

export function guarded(access: RouteAccess, page: ReactNode): ReactNode {
  if (access === 'public') return page;
  if (access === 'user') return <RequireAuth>{page}</RequireAuth>;
  return <RequireAdmin>{page}</RequireAdmin>;
}
