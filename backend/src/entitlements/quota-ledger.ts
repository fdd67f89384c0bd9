import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { QuotaKind } from '@trivia/contracts';
import type { EntityManager } from 'typeorm';

/** Where the ledger's statements run: the data source, or the manager of a transaction a caller holds. */
export type LedgerDatabase = Pick<EntityManager, 'query'>;

/**
 * The quota_usage table: how many of each quota a user used in a UK calendar month ('YYYY-MM'). Every write is
 * one statement, so concurrent requests on any number of nodes can never take more than the limit between them.
 */
@Injectable()
export class QuotaLedger {
  constructor(@InjectDataSource() private readonly dataSource: LedgerDatabase) {}

  /** The same ledger inside a caller's transaction: what it takes commits or rolls back with the caller's writes. */
  within(transaction: LedgerDatabase): QuotaLedger {
    return new QuotaLedger(transaction);
  }

  /** Takes one if fewer than `limit` are used: the new count, or null when the month's quota is used up. */
  async take(userId: string, kind: QuotaKind, month: string, limit: number): Promise<number | null> {
    const rows: { used: number }[] = await this.dataSource.query(
      `INSERT INTO quota_usage (user_id, kind, month, used) VALUES ($1, $2, $3, 1)
       ON CONFLICT (user_id, kind, month)
       DO UPDATE SET used = quota_usage.used + 1, updated_at = now() WHERE quota_usage.used < $4
       RETURNING used`,
      [userId, kind, month, limit],
    );
    return rows[0]?.used ?? null;
  }

  /** Gives one back (the work it paid for failed); never below zero. */
  async giveBack(userId: string, kind: QuotaKind, month: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE quota_usage SET used = used - 1, updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND month = $3 AND used > 0`,
      [userId, kind, month],
    );
  }

  /** How many of each quota the user used in `month` (a quota never used is absent). */
  async used(userId: string, month: string): Promise<Partial<Record<QuotaKind, number>>> {
    const rows: { kind: QuotaKind; used: number }[] = await this.dataSource.query(
      `SELECT kind, used FROM quota_usage WHERE user_id = $1 AND month = $2`,
      [userId, month],
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.used]));
  }
}
