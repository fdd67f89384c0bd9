import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** opentdb.com forgets a token after six hours without use; ours do the same (see the README). */
export const OPENTDB_TOKEN_IDLE_HOURS = 6;
const SWEEP_EVERY_MS = 15 * 60 * 1000;
const LIVE = `last_used_at > now() - make_interval(hours => ${OPENTDB_TOKEN_IDLE_HOURS})`;

/** What a draw under a token returns: the question ids it gave out, and whatever the caller answers with. */
export interface TokenDraw<R> {
  givenIds: readonly string[];
  result: R;
}

/**
 * Session tokens of the OpenTDB surface: 64 hex characters, and the questions each has been given, in the
 * database so every node knows them. A draw locks its token's row, so two requests at once under one token
 * cannot both be given the same question.
 */
@Injectable()
export class OpenTdbTokensService implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    // Any node may sweep: the delete is the same whoever runs it.
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async create(): Promise<string> {
    const token = randomBytes(32).toString('hex');
    await this.dataSource.query(`INSERT INTO opentdb_tokens (token) VALUES ($1)`, [token]);
    return token;
  }

  /** Forgets what the token has been given; false when there is no such live token. */
  async reset(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.lock(manager, token))) return false;
      await manager.query(`DELETE FROM opentdb_token_questions WHERE token = $1`, [token]);
      await manager.query(`UPDATE opentdb_tokens SET last_used_at = now() WHERE token = $1`, [token]);
      return true;
    });
  }

  /**
   * Runs a draw with the ids the token has been given so far and records the ones it gives now, in one
   * transaction; null when there is no such live token.
   */
  async drawUnder<R>(token: string, draw: (seenIds: ReadonlySet<string>) => TokenDraw<R>): Promise<R | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.lock(manager, token))) return null;
      const rows: { question_id: string }[] = await manager.query(
        `SELECT question_id FROM opentdb_token_questions WHERE token = $1`,
        [token],
      );
      const { givenIds, result } = draw(new Set(rows.map((row) => row.question_id)));
      if (givenIds.length > 0) {
        await manager.query(
          `INSERT INTO opentdb_token_questions (token, question_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
          [token, givenIds],
        );
      }
      await manager.query(`UPDATE opentdb_tokens SET last_used_at = now() WHERE token = $1`, [token]);
      return result;
    });
  }

  /** Drops tokens idle for longer than opentdb.com keeps them, with what they were given. */
  async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM opentdb_tokens WHERE NOT (${LIVE})`);
  }

  private async lock(manager: EntityManager, token: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM opentdb_tokens WHERE token = $1 AND ${LIVE} FOR UPDATE`,
      [token],
    );
    return rows.length > 0;
  }
}
