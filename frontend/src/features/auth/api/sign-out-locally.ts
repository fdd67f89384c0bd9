import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { reconnectSocket } from '../../../lib/socket-connection';
import { forgetCurrentUser } from './current-user.api';

/**
 * The router moves to '/' in a transition, so a protected page can render once more without a user
 * before it unmounts; for this short window guards render nothing instead of redirecting to the login.
 */
const SIGN_OUT_WINDOW_MS = 2000;
let signedOutAt = Number.NEGATIVE_INFINITY;

export function isSigningOut(now = Date.now()): boolean {
  return now - signedOutAt < SIGN_OUT_WINDOW_MS;
}

/** After logout or account deletion: forget the user and their stats, then go home (spec section 4). */
export async function signOutLocally(client: QueryClient, navigate: NavigateFunction): Promise<void> {
  signedOutAt = Date.now();
  forgetCurrentUser(client);
  reconnectSocket();
  await navigate('/', { replace: true });
}
