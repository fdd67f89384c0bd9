import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DailyQuizKind, FlaggedAttemptsResponse } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { displayName } from '../identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { judgePace } from './answer-pace';

const FLAGGED_LISTED = 200;

/**
 * Keeps the ranks to people: a finished ranked attempt whose answers came faster than anyone can read is flagged,
 * which takes it out of the ranks and the leaderboard, and lists it for admins.
 */
@Injectable()
export class DailyPaceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async review(attemptId: string, now: Date): Promise<{ flaggedAt: Date | null; flagReason: string | null }> {
    const rows: { answer_ms: number | null }[] = await this.dataSource.query(
      `SELECT answer_ms FROM daily_answers WHERE attempt_id = $1 ORDER BY question_index`,
      [attemptId],
    );
    const verdict = judgePace(
      rows.map((row) => row.answer_ms),
      this.config.dailyTimeFloorMs,
    );
    if (!verdict.flagged) return { flaggedAt: null, flagReason: null };
    await this.dataSource.query(`UPDATE daily_attempts SET flagged_at = $2, flag_reason = $3 WHERE id = $1`, [
      attemptId,
      now,
      verdict.reason,
    ]);
    return { flaggedAt: now, flagReason: verdict.reason };
  }

  /** The most recent flagged attempts, for the admin screen. */
  async flagged(): Promise<FlaggedAttemptsResponse> {
    const rows: {
      id: string;
      kind: DailyQuizKind;
      quiz_date: string;
      player_key: string;
      full_name: string | null;
      email: string | null;
      score: number;
      total: number;
      elapsed_ms: number | null;
      flag_reason: string;
      flagged_at: Date;
    }[] = await this.dataSource.query(
      `SELECT a.id, q.kind, q.quiz_date, a.player_key, u.full_name, u.email, a.score,
              cardinality(q.question_ids) AS total, a.elapsed_ms, a.flag_reason, a.flagged_at
       FROM daily_attempts a JOIN daily_quizzes q ON q.id = a.quiz_id LEFT JOIN users u ON u.id = a.user_id
       WHERE a.flagged_at IS NOT NULL ORDER BY a.flagged_at DESC LIMIT ${FLAGGED_LISTED}`,
    );
    return {
      attempts: rows.map((row) => ({
        attemptId: row.id,
        kind: row.kind,
        date: row.quiz_date,
        player: displayName(row.full_name, row.player_key),
        email: row.email,
        score: row.score,
        total: Number(row.total),
        elapsedMs: row.elapsed_ms ?? 0,
        reason: row.flag_reason,
        flaggedAt: new Date(row.flagged_at).toISOString(),
      })),
    };
  }
}
