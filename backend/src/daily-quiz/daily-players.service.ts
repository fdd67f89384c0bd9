import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DailyQuizKind, type DailyQuizStats, ukDate } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { LIVE_COUNTERS, type LiveCounters } from '../live';

/** "Playing now" counts players who started or answered in the last five minutes and have not finished. */
export const PLAYING_NOW_WINDOW_MS = 5 * 60 * 1000;
/** How often a node re-checks that the store still holds a day's players (Redis may have restarted). */
const HYDRATION_CHECK_MS = 60 * 1000;

const dayKey = (date: string, kind: DailyQuizKind) => `daily:players:${date}:${kind}`;
const activeKey = (kind: DailyQuizKind) => `daily:active:${kind}`;

/**
 * Live player counts. The counters are the fast path; the database is the truth they are rebuilt from when
 * a node (or Redis) starts without them, so a restart never shows zero players for a busy day.
 */
@Injectable()
export class DailyPlayersService {
  private readonly checkedAt = new Map<string, number>();

  constructor(
    @Inject(LIVE_COUNTERS) private readonly counters: LiveCounters,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async joined(date: string, kind: DailyQuizKind, playerKey: string, nowMs: number): Promise<void> {
    await this.hydrate(date, kind);
    await this.counters.addPlayer(dayKey(date, kind), playerKey);
    await this.counters.touch(activeKey(kind), playerKey, nowMs);
  }

  active(kind: DailyQuizKind, playerKey: string, nowMs: number): Promise<void> {
    return this.counters.touch(activeKey(kind), playerKey, nowMs);
  }

  finished(kind: DailyQuizKind, playerKey: string): Promise<void> {
    return this.counters.untouch(activeKey(kind), playerKey);
  }

  async stats(nowMs: number): Promise<DailyQuizStats> {
    const date = ukDate(new Date(nowMs));
    await this.hydrate(date, 'standard', nowMs);
    await this.hydrate(date, 'mc', nowMs);
    const { counts, active } = await this.counters.summary(
      [dayKey(date, 'standard'), dayKey(date, 'mc')],
      [activeKey('standard'), activeKey('mc')],
      nowMs - PLAYING_NOW_WINDOW_MS,
    );
    return {
      date,
      standardQuiz: { playersToday: counts[0]!, playingNow: active[0]! },
      mcQuiz: { playersToday: counts[1]!, playingNow: active[1]! },
    };
  }

  /** Rebuilds a day's set from the database when the store lacks it; checked at most once a minute per node. */
  private async hydrate(date: string, kind: DailyQuizKind, nowMs = Date.now()): Promise<void> {
    const key = dayKey(date, kind);
    if (nowMs - (this.checkedAt.get(key) ?? -Infinity) < HYDRATION_CHECK_MS) return;
    // Only the day being asked about matters from now on: earlier days' entries go, so the map stays small.
    for (const known of this.checkedAt.keys()) if (!known.includes(`:${date}:`)) this.checkedAt.delete(known);
    this.checkedAt.set(key, nowMs);
    if (await this.counters.has(key)) return;
    const rows: { player_key: string }[] = await this.dataSource.query(
      `SELECT a.player_key FROM daily_attempts a JOIN daily_quizzes q ON q.id = a.quiz_id
       WHERE q.quiz_date = $1 AND q.kind = $2 AND a.ranked`,
      [date, kind],
    );
    await this.counters.addPlayers(
      dayKey(date, kind),
      rows.map((row) => row.player_key),
    );
  }
}
