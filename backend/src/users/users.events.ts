import type { AccountRole } from '@trivia/contracts';

/** What the users domain publishes: a changed role changes what open sockets may do. */
export const USER_EVENTS = { roleChanged: 'users.role-changed' } as const;

export interface RoleChangedEvent {
  userId: string;
  role: AccountRole;
}
