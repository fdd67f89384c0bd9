import { ukDate } from '@trivia/contracts';
import { SweptInProcess } from '../common/periodic-sweep';

/**
 * Live counts for the daily quizzes: distinct players per day and quiz, and who played in the last few
 * minutes. In process by default; in Redis when configured, so every node shows the same figures.
 */
export interface LiveCounters {
  /** Adds a player to a day's set; true when the player was new. */
  addPlayer(key: string, player: string): Promise<boolean>;
  /** Puts many players in at once (hydrating from the database). */
  addPlayers(key: string, players: string[]): Promise<void>;
  has(key: string): Promise<boolean>;
  count(key: string): Promise<number>;
  /** Marks a player active now in a sliding set. */
  touch(key: string, player: string, nowMs: number): Promise<void>;
  untouch(key: string, player: string): Promise<void>;
  /** Players active since `sinceMs`; older entries are dropped. */
  activeSince(key: string, sinceMs: number): Promise<number>;
  /** Several counts at once (one round trip in Redis): set sizes, and active players since `sinceMs`. */
  summary(setKeys: string[], activeKeys: string[], sinceMs: number): Promise<{ counts: number[]; active: number[] }>;
}

export const LIVE_COUNTERS = Symbol('LIVE_COUNTERS');

/** As in Redis, where every key expires two days after it was last written. */
export const COUNTER_TTL_MS = 2 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** A day set's key names its UK date (`daily:players:2026-11-23:mc`). */
const DAY_IN_KEY = /(?:^|:)(\d{4}-\d{2}-\d{2})(?::|$)/;

/** The UK date before `date` (YYYY-MM-DD), by the calendar: a day is not always 24 hours in the UK. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export class InProcessLiveCounters extends SweptInProcess implements LiveCounters {
  private readonly sets = new Map<string, Set<string>>();
  private readonly active = new Map<string, Map<string, number>>();
  /** When each key was last written, for the same two-day expiry as Redis. */
  private readonly writtenAt = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {
    super(SWEEP_EVERY_MS);
  }

  async addPlayer(key: string, player: string): Promise<boolean> {
    const set = this.setFor(key);
    const isNew = !set.has(player);
    set.add(player);
    return isNew;
  }

  async addPlayers(key: string, players: string[]): Promise<void> {
    const set = this.setFor(key);
    for (const player of players) set.add(player);
  }

  async has(key: string): Promise<boolean> {
    return this.sets.has(key);
  }

  async count(key: string): Promise<number> {
    return this.sets.get(key)?.size ?? 0;
  }

  async touch(key: string, player: string, nowMs: number): Promise<void> {
    const map = this.active.get(key) ?? new Map<string, number>();
    map.set(player, nowMs);
    this.active.set(key, map);
    this.writtenAt.set(key, this.clock());
  }

  async untouch(key: string, player: string): Promise<void> {
    this.active.get(key)?.delete(player);
  }

  async summary(
    setKeys: string[],
    activeKeys: string[],
    sinceMs: number,
  ): Promise<{ counts: number[]; active: number[] }> {
    return {
      counts: await Promise.all(setKeys.map((key) => this.count(key))),
      active: await Promise.all(activeKeys.map((key) => this.activeSince(key, sinceMs))),
    };
  }

  async activeSince(key: string, sinceMs: number): Promise<number> {
    const map = this.active.get(key);
    if (!map) return 0;
    for (const [player, at] of map) if (at < sinceMs) map.delete(player);
    return map.size;
  }

  /**
   * Days before yesterday (UK) are over: their figures are read from the database, so their sets go. Anything
   * not written for two days goes too, as it would expire in Redis, and so do activity marks that old.
   */
  sweep(): void {
    const now = this.clock();
    const oldest = dayBefore(ukDate(new Date(now)));
    for (const key of this.sets.keys()) {
      const day = DAY_IN_KEY.exec(key)?.[1];
      if ((day !== undefined && day < oldest) || this.expired(key, now)) this.forget(key);
    }
    for (const [key, map] of this.active) {
      for (const [player, at] of map) if (at < now - COUNTER_TTL_MS) map.delete(player);
      if (map.size === 0 || this.expired(key, now)) this.forget(key);
    }
  }

  size(): number {
    let entries = 0;
    for (const set of this.sets.values()) entries += set.size + 1;
    for (const map of this.active.values()) entries += map.size + 1;
    return entries;
  }

  private setFor(key: string): Set<string> {
    const set = this.sets.get(key) ?? new Set<string>();
    this.sets.set(key, set);
    this.writtenAt.set(key, this.clock());
    return set;
  }

  private expired(key: string, now: number): boolean {
    return (this.writtenAt.get(key) ?? now) < now - COUNTER_TTL_MS;
  }

  private forget(key: string): void {
    this.sets.delete(key);
    this.active.delete(key);
    this.writtenAt.delete(key);
  }
}
