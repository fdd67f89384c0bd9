export interface StoredSession {
  userId: string;
  expiresAt: Date;
}

/** Server-side sessions keyed by the hash of the cookie's id: PostgreSQL by default, Redis when configured. */
export interface SessionStore {
  save(idHash: string, session: StoredSession): Promise<void>;
  find(idHash: string): Promise<StoredSession | null>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user, except the one named (password change keeps the current one). */
  deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');
