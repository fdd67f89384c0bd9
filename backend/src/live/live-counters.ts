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

export class InProcessLiveCounters implements LiveCounters {
  private readonly sets = new Map<string, Set<string>>();
  private readonly active = new Map<string, Map<string, number>>();

  async addPlayer(key: string, player: string): Promise<boolean> {
    const set = this.sets.get(key) ?? new Set<string>();
    this.sets.set(key, set);
    const isNew = !set.has(player);
    set.add(player);
    return isNew;
  }

  async addPlayers(key: string, players: string[]): Promise<void> {
    const set = this.sets.get(key) ?? new Set<string>();
    for (const player of players) set.add(player);
    this.sets.set(key, set);
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
}
