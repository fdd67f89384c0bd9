import { LessThan, Not, type Repository } from 'typeorm';
import { SessionEntity } from './session.entity';
import type { SessionStore, StoredSession } from './session-store';

export class PgSessionStore implements SessionStore {
  constructor(private readonly sessions: Repository<SessionEntity>) {}

  async save(idHash: string, session: StoredSession): Promise<void> {
    await this.sessions.insert({ idHash, userId: session.userId, expiresAt: session.expiresAt });
    // Expired rows are never read again; sweeping on login keeps the table small without a timer.
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const row = await this.sessions.findOneBy({ idHash });
    return row ? { userId: row.userId, expiresAt: row.expiresAt } : null;
  }

  async delete(idHash: string): Promise<void> {
    await this.sessions.delete({ idHash });
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    await this.sessions.delete(exceptIdHash ? { userId, idHash: Not(exceptIdHash) } : { userId });
  }
}
