import type { SignupSource } from '@trivia/contracts';
import type { Principal } from '../identity';
import type { UserEntity } from '../users/user.entity';

/**
 * What the auth domain publishes (with @nestjs/event-emitter). Listeners run before the request answers
 * (`emitAsync`), so a guest's progress has moved by the time the browser reloads its stats.
 */
export const AUTH_EVENTS = {
  registered: 'auth.registered',
  loggedIn: 'auth.logged-in',
  /** One session ended (logout): sockets opened under it lose their rights. */
  loggedOut: 'auth.logged-out',
  /** Every session of a user ended (password change, account deletion or disabling, a role taken away). */
  sessionsEnded: 'auth.sessions-ended',
} as const;

export interface SignedInEvent {
  user: UserEntity;
  /** Who the browser was before: a guest's progress moves to the account. */
  previous: Principal;
  /** Login only: whether a second factor was used. */
  mfa?: boolean;
  /** Registration only: whether a business name was given. */
  business?: boolean;
  /** Registration only: the form it came through, when not the site's own (the developer portal). */
  source?: SignupSource;
}

export interface LoggedOutEvent {
  userId: string;
  sessionIdHash: string;
}

export interface SessionsEndedEvent {
  userId: string;
  reason: 'password-changed' | 'account-deleted' | 'account-disabled' | 'role-changed';
}
