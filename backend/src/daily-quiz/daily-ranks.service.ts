import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DailyQuizKind, LeaderboardResponse, QuizHistoryResponse } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { DailyQuizEntity } from './daily-quiz.entities';
import { displayName } from '../identity';

export const LEADERBOARD_SIZE = 50;

const FINISHED_RANKED = 'ranked AND finished_at IS NOT NULL';

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

  async leaderboard(kind: DailyQuizKind, date: string, playerKey: string | null): Promise<LeaderboardResponse> {
    const quiz = await this.dataSource.getRepository(DailyQuizEntity).findOneBy({ quizDate: date, kind });
    if (!quiz) return { kind, date, players: 0, entries: [] };
    const rows: { player_key: string; score: number; elapsed_ms: number; full_name: string | null }[] =
      await this.dataSource.query(
        `SELECT a.player_key, a.score, a.elapsed_ms, u.full_name FROM daily_attempts a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.quiz_id = $1 AND a.ranked AND a.finished_at IS NOT NULL
       ORDER BY a.score DESC, a.elapsed_ms ASC, a.id ASC LIMIT ${LEADERBOARD_SIZE}`,
        [quiz.id],
      );
    const [{ players }] = await this.dataSource.query(
      `SELECT count(*) AS players FROM daily_attempts WHERE quiz_id = $1 AND ${FINISHED_RANKED}`,
      [quiz.id],
    );
    let previous: { score: number; elapsed: number; rank: number } | null = null;
    const entries = rows.map((row, i) => {
      const tied = previous && previous.score === row.score && previous.elapsed === row.elapsed_ms;
      const rank = tied ? previous!.rank : i + 1;
      previous = { score: row.score, elapsed: row.elapsed_ms, rank };
      return {
        rank,
        name: displayName(row.full_name, row.player_key),
        score: row.score,
        elapsedMs: row.elapsed_ms,
        isYou: row.player_key === playerKey,
      };
    });
    return { kind, date, players: Number(players), entries };
  }

  async history(today: string): Promise<QuizHistoryResponse> {
    const rows: { quiz_date: string; kind: DailyQuizKind; players: string }[] = await this.dataSource.query(
      `SELECT q.quiz_date, q.kind, count(a.id) FILTER (WHERE a.ranked AND a.finished_at IS NOT NULL) AS players
       FROM daily_quizzes q LEFT JOIN daily_attempts a ON a.quiz_id = q.id
       WHERE q.quiz_date < $1 GROUP BY q.quiz_date, q.kind ORDER BY q.quiz_date DESC, q.kind ASC LIMIT 120`,
      [today],
    );
    return { today, days: rows.map((row) => ({ date: row.quiz_date, kind: row.kind, players: Number(row.players) })) };
  }
}
