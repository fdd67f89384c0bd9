import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { V1Session } from '@trivia/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../../common/app-exception';

/** What a draw under a session returns: the question ids it serves now, and whatever the caller answers with. */
export interface SessionDraw<R> {
  servedIds: readonly string[];
  result: R;
}

const SWEEP_EVERY_MS = 15 * 60 * 1000;
/** A session is live while the key that made it is: revoking the key ends it at once (and a sweep tidies it away). */
const OWNED_LIVE = `s.id = $1 AND s.key_id = $2 AND k.revoked_at IS NULL`;

const notFound = () => new AppException('RES_001', 'No such session for this key');

/**
 * Sessions of the developer API: the question ids each has served, in PostgreSQL so every node knows them, for as
 * long as the key that made it lives. A draw locks the session's row and records what it serves in the same
 * transaction, so two calls at once under one session cannot both be given the same question.
 */
@Injectable()
export class V1SessionsService implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    // Any node may sweep: the delete is the same whoever runs it.
    this.timer = setInterval(() => void this.sweepRevoked().catch(() => undefined), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async create(keyId: string): Promise<V1Session> {
    const rows: { id: string; created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO api_sessions (key_id) VALUES ($1) RETURNING id, created_at`,
      [keyId],
    );
    return { id: rows[0]!.id, createdAt: rows[0]!.created_at.toISOString(), served: 0 };
  }

  /** The session with how many questions it has served; 404 when it is not this key's (or its key is revoked). */
  async get(sessionId: string, keyId: string): Promise<V1Session> {
    const rows: { id: string; created_at: Date; served: number }[] = await this.dataSource.query(
      `SELECT s.id, s.created_at,
              (SELECT count(*)::int FROM api_session_questions q WHERE q.session_id = s.id) AS served
         FROM api_sessions s JOIN api_keys k ON k.id = s.key_id
        WHERE ${OWNED_LIVE}`,
      [sessionId, keyId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return { id: row.id, createdAt: row.created_at.toISOString(), served: row.served };
  }

  /** Ends a session and forgets what it served; 404 when it is not this key's. */
  async remove(sessionId: string, keyId: string): Promise<void> {
    // A DELETE answers [rows, count] through TypeORM; a SELECT over it answers the rows.
    const rows: unknown[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM api_sessions s USING api_keys k WHERE k.id = s.key_id AND ${OWNED_LIVE} RETURNING s.id
       ) SELECT id FROM gone`,
      [sessionId, keyId],
    );
    if (rows.length === 0) throw notFound();
  }

  /**
   * Runs a draw with the ids the session has served so far and records the ones it serves now, in one
   * transaction holding the session's row; 404 when the session is not this key's.
   */
  async drawUnder<R>(
    sessionId: string,
    keyId: string,
    draw: (servedIds: ReadonlySet<string>) => SessionDraw<R>,
  ): Promise<R> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.lock(manager, sessionId, keyId))) throw notFound();
      const rows: { question_id: string }[] = await manager.query(
        `SELECT question_id FROM api_session_questions WHERE session_id = $1`,
        [sessionId],
      );
      const { servedIds, result } = draw(new Set(rows.map((row) => row.question_id)));
      if (servedIds.length > 0) {
        await manager.query(
          `INSERT INTO api_session_questions (session_id, question_id)
           SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
          [sessionId, servedIds],
        );
      }
      return result;
    });
  }

  /** Drops the sessions of revoked keys with what they served (they already answer 404). */
  async sweepRevoked(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM api_sessions s USING api_keys k WHERE k.id = s.key_id AND k.revoked_at IS NOT NULL RETURNING s.id
       ) SELECT id FROM gone`,
    );
    return rows.length;
  }

  private async lock(manager: EntityManager, sessionId: string, keyId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM api_sessions s JOIN api_keys k ON k.id = s.key_id WHERE ${OWNED_LIVE} FOR UPDATE OF s`,
      [sessionId, keyId],
    );
    return rows.length > 0;
  }
}
