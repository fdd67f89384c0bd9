import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DailyQuizKind, LeaderboardResponse, QuizHistoryResponse } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { DailyQuizEntity } from './daily-quiz.entities';
import { displayName } from '../identity';

export const LEADERBOARD_SIZE = 50;

/** Who counts in a day's ranks: ranked attempts that finished and were not flagged for their pace. */
const FINISHED_RANKED = 'ranked AND finished_at IS NOT NULL AND flagged_at IS NULL';

/** Ranks among those who finished: higher score first, then the faster time. */
@Injectable()
export class DailyRanksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async standing(quizId: string, score: number, elapsedMs: number): Promise<{ rank: number; players: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE score > $2 OR (score = $2 AND elapsed_ms < $3)) AS better, count(*) AS players
       FROM daily_attempts WHERE quiz_id = $1 AND ${FINISHED_RANKED}`,
      [quizId, score, elapsedMs],
    );
    return { rank: Number(row.better) + 1, players: Number(row.players) };
  }

  /**
   * The public top list shows verified accounts only, each with their rank among everyone who finished (so ranks
   * may skip a guest); whoever asks also learns where they came, listed or not.
   */
  async leaderboard(kind: DailyQuizKind, date: string, playerKey: string | null): Promise<LeaderboardResponse> {
    const quiz = await this.dataSource.getRepository(DailyQuizEntity).findOneBy({ quizDate: date, kind });
    if (!quiz) return { kind, date, players: 0, entries: [], you: null };
    const rows: { player_key: string; score: number; elapsed_ms: number; full_name: string | null; rank: string }[] =
      await this.dataSource.query(
        `SELECT r.player_key, r.score, r.elapsed_ms, u.full_name, r.rank FROM (
           SELECT a.player_key, a.user_id, a.score, a.elapsed_ms, a.id,
                  rank() OVER (ORDER BY a.score DESC, a.elapsed_ms ASC) AS rank
           FROM daily_attempts a WHERE a.quiz_id = $1 AND ${FINISHED_RANKED}
         ) r JOIN users u ON u.id = r.user_id AND u.email_verified_at IS NOT NULL
         ORDER BY r.rank ASC, r.id ASC LIMIT ${LEADERBOARD_SIZE}`,
        [quiz.id],
      );
    const [{ players }] = await this.dataSource.query(
      `SELECT count(*) AS players FROM daily_attempts WHERE quiz_id = $1 AND ${FINISHED_RANKED}`,
      [quiz.id],
    );
    return {
      kind,
      date,
      players: Number(players),
      entries: rows.map((row) => ({
        rank: Number(row.rank),
        name: displayName(row.full_name, row.player_key),
        score: row.score,
        elapsedMs: row.elapsed_ms,
        isYou: row.player_key === playerKey,
      })),
      you: playerKey ? await this.yourPlace(quiz.id, playerKey) : null,
    };
  }

  private async yourPlace(quizId: string, playerKey: string): Promise<LeaderboardResponse['you']> {
    const [mine]: { score: number; elapsed_ms: number; flagged_at: Date | null }[] = await this.dataSource.query(
      `SELECT score, elapsed_ms, flagged_at FROM daily_attempts
       WHERE quiz_id = $1 AND player_key = $2 AND ranked AND finished_at IS NOT NULL`,
      [quizId, playerKey],
    );
    if (!mine) return null;
    const rank = mine.flagged_at ? null : (await this.standing(quizId, mine.score, mine.elapsed_ms)).rank;
    return { rank, score: mine.score, elapsedMs: mine.elapsed_ms };
  }

  async history(today: string): Promise<QuizHistoryResponse> {
    const rows: { quiz_date: string; kind: DailyQuizKind; players: string }[] = await this.dataSource.query(
      `SELECT q.quiz_date, q.kind, count(a.id) FILTER (WHERE a.ranked AND a.finished_at IS NOT NULL AND a.flagged_at IS NULL) AS players
       FROM daily_quizzes q LEFT JOIN daily_attempts a ON a.quiz_id = q.id
       WHERE q.quiz_date < $1 GROUP BY q.quiz_date, q.kind ORDER BY q.quiz_date DESC, q.kind ASC LIMIT 120`,
      [today],
    );
    return { today, days: rows.map((row) => ({ date: row.quiz_date, kind: row.kind, players: Number(row.players) })) };
  }
}
