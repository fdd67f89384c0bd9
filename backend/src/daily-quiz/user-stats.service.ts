import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DailyQuizKind, ukDate, type UserStatsResponse } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { streaks } from './streaks';

/** A member's daily quiz record: streaks, accuracy by category and recent results with ranks. */
@Injectable()
export class UserStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bank: QuestionSourceService,
  ) {}

  async forUser(userId: string, now = new Date()): Promise<UserStatsResponse> {
    const key = `user:${userId}`;
    const history: { quiz_date: string; kind: DailyQuizKind; score: number; total: number; rank: string }[] =
      await this.dataSource.query(
        `SELECT q.quiz_date, q.kind, a.score, cardinality(q.question_ids) AS total,
         (SELECT 1 + count(*) FROM daily_attempts b WHERE b.quiz_id = a.quiz_id AND b.ranked AND b.finished_at IS NOT NULL
            AND (b.score > a.score OR (b.score = a.score AND b.elapsed_ms < a.elapsed_ms))) AS rank
       FROM daily_attempts a JOIN daily_quizzes q ON q.id = a.quiz_id
       WHERE a.player_key = $1 AND a.ranked AND a.finished_at IS NOT NULL
       ORDER BY q.quiz_date DESC, q.kind ASC`,
        [key],
      );
    const categories: { category: string; answered: string; correct: string }[] = await this.dataSource.query(
      `SELECT qu.category, count(*) AS answered, count(*) FILTER (WHERE d.correct) AS correct
       FROM daily_answers d JOIN daily_attempts a ON a.id = d.attempt_id JOIN questions qu ON qu.id = d.question_id
       WHERE a.player_key = $1 GROUP BY qu.category ORDER BY qu.category`,
      [key],
    );
    const byCategory = categories.map((row) => ({
      category: row.category,
      name: this.bank.categoryName(row.category),
      answered: Number(row.answered),
      correct: Number(row.correct),
    }));
    return {
      streak: streaks(
        history.map((row) => row.quiz_date),
        ukDate(now),
      ),
      totals: {
        quizzes: history.length,
        answered: byCategory.reduce((sum, row) => sum + row.answered, 0),
        correct: byCategory.reduce((sum, row) => sum + row.correct, 0),
      },
      byCategory,
      history: history.slice(0, 60).map((row) => ({
        date: row.quiz_date,
        kind: row.kind,
        score: row.score,
        total: Number(row.total),
        rank: Number(row.rank),
      })),
    };
  }
}
