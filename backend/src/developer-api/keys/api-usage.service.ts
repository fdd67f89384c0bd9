import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { utcDay } from '../../common/utc-days';
import { ApiUsageDayEntity } from './api-usage-day.entity';

/** Counts wait in memory at most this long before they are written (and on shutdown): one write a second, not one a request. */
export const USAGE_FLUSH_MS = 1000;

interface PendingDay {
  keyId: string;
  userId: string;
  day: string;
  requests: number;
  refused: number;
}

export interface UsageDayTotals {
  day: string;
  requests: number;
  refused: number;
}

/**
 * Requests per key per UTC day, kept durably in api_usage_daily: served and refused counts gather in memory
 * and are added to the day's row every second (and when the node shuts down), with each key's last use. The
 * dashboard writes this node's pending counts before it reads, so its own calls show at once.
 */
@Injectable()
export class ApiUsageService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ApiUsage');
  private pending = new Map<string, PendingDay>();
  private lastUsed = new Map<string, Date>();
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  constructor(@InjectRepository(ApiUsageDayEntity) private readonly usage: Repository<ApiUsageDayEntity>) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), USAGE_FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(caller: { keyId: string; userId: string }, outcome: 'served' | 'refused', now = new Date()): void {
    const day = utcDay(now.getTime());
    const id = `${caller.keyId}|${day}`;
    const entry = this.pending.get(id) ?? { keyId: caller.keyId, userId: caller.userId, day, requests: 0, refused: 0 };
    if (outcome === 'served') entry.requests += 1;
    else entry.refused += 1;
    this.pending.set(id, entry);
    this.lastUsed.set(caller.keyId, now);
  }

  /** Writes what this node has counted so far; calls queue behind one another, so no count is written twice. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  async days(userId: string, from: string, to: string): Promise<UsageDayTotals[]> {
    await this.flush();
    return this.usage.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(requests)::int AS requests, sum(refused)::int AS refused
         FROM api_usage_daily WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY day ORDER BY day`,
      [userId, from, to],
    );
  }

  async byKey(userId: string, day: string): Promise<{ keyId: string; requests: number }[]> {
    await this.flush();
    return this.usage.query(
      `SELECT key_id AS "keyId", requests FROM api_usage_daily WHERE user_id = $1 AND day = $2::date`,
      [userId, day],
    );
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0 && this.lastUsed.size === 0) return;
    const days = [...this.pending.values()];
    const used = [...this.lastUsed];
    this.pending = new Map();
    this.lastUsed = new Map();
    try {
      await this.write(days, used);
    } catch (error) {
      // The database is away: keep the counts for the next attempt rather than lose them.
      this.logger.warn(`Usage not written yet: ${(error as Error).message}`);
      for (const entry of days) this.recount(entry);
      for (const [keyId, at] of used) if (!this.lastUsed.has(keyId)) this.lastUsed.set(keyId, at);
    }
  }

  /** Both in one transaction: a failure leaves nothing half-written, so the retry cannot count twice. */
  private write(days: PendingDay[], used: [string, Date][]): Promise<void> {
    return this.usage.manager.transaction(async (manager) => {
      if (days.length > 0) await this.addDays(manager, days);
      if (used.length > 0) await this.markUsed(manager, used);
    });
  }

  /** Joined to api_keys so that counts for a key deleted meanwhile (its account closed) are dropped, not an error. */
  private async addDays(manager: EntityManager, days: PendingDay[]): Promise<void> {
    await manager.query(
      `INSERT INTO api_usage_daily (key_id, day, user_id, requests, refused)
       SELECT u.key_id, u.day, u.user_id, u.requests, u.refused
         FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::int[], $5::int[])
              AS u(key_id, day, user_id, requests, refused)
         JOIN api_keys k ON k.id = u.key_id
       ON CONFLICT (key_id, day) DO UPDATE SET
         requests = api_usage_daily.requests + EXCLUDED.requests,
         refused = api_usage_daily.refused + EXCLUDED.refused`,
      [
        days.map((d) => d.keyId),
        days.map((d) => d.day),
        days.map((d) => d.userId),
        days.map((d) => d.requests),
        days.map((d) => d.refused),
      ],
    );
  }

  private async markUsed(manager: EntityManager, used: [string, Date][]): Promise<void> {
    await manager.query(
      `UPDATE api_keys k SET last_used_at = u.at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, at)
        WHERE k.id = u.id AND (k.last_used_at IS NULL OR k.last_used_at < u.at)`,
      [used.map(([keyId]) => keyId), used.map(([, at]) => at.toISOString())],
    );
  }

  private recount(entry: PendingDay): void {
    const id = `${entry.keyId}|${entry.day}`;
    const current = this.pending.get(id);
    if (!current) this.pending.set(id, entry);
    else {
      current.requests += entry.requests;
      current.refused += entry.refused;
    }
  }
}
