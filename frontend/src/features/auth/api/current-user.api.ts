import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { NO_SESSION_META, type User } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;
/** Spec section 7: logout removes this cached entry, so the key must stay exactly this (the stats page reads it). */
export const USER_STATS_KEY = ['/api/users/stats'] as const;

/**
 * Whether the page this tab opened on says its browser sent no session cookie (the server's NO_SESSION_META): then
 * the visitor is logged out without asking. Read once, for the first entry of the user query: after a login in this
 * tab the page's head would still say so.
 */
let openedWithoutSession =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${NO_SESSION_META.name}"]`)?.getAttribute('content') === NO_SESSION_META.content;

function userKnownAtOpen(): null | undefined {
  if (!openedWithoutSession) return undefined;
  openedWithoutSession = false;
  return null;
}

export const currentUserQueryOptions = queryOptions<User | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  initialData: userKnownAtOpen,
  // A failed user fetch means "logged out" (spec section 4), not an error toast.
  meta: { silent: true },
});

export type AuthStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface CurrentUser {
  status: AuthStatus;
  user: User | null;
}

export function useCurrentUser(): CurrentUser {
  const { data, isPending, isError } = useQuery(currentUserQueryOptions);
  if (isPending) return { status: 'unknown', user: null };
  if (isError || !data) return { status: 'logged-out', user: null };
  return { status: 'logged-in', user: data };
}

export function setCurrentUser(client: QueryClient, user: User | null): void {
  client.setQueryData(CURRENT_USER_KEY, user);
}

/** What logging out (or deleting the account) forgets on this device (spec section 4). */
export function forgetCurrentUser(client: QueryClient): void {
  setCurrentUser(client, null);
  client.removeQueries({ queryKey: USER_STATS_KEY });
}
