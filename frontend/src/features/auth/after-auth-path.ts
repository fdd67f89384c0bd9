import { MEMBER_HOME_PATH } from '@trivia/contracts';

/**
 * Where to go after logging in or signing up: the `next` page a link asked for (a pricing page coming back to
 * its checkout), or the screen's home (the dashboard; the developer dashboard for the developer portal's forms). Only a path on this site is followed, never another origin.
 */
export function afterAuthPath(search: string, home = MEMBER_HOME_PATH): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return home;
  return next;
}

/** The `?next=` to carry between the log-in and sign-up screens. */
export function nextQuery(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
