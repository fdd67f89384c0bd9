import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DAILY_MC_QUESTIONS, DAILY_STANDARD_QUESTIONS, type DailyQuizKind, shiftDate } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { DailyQuizEntity } from './daily-quiz.entities';

/** No question (nor the same fact in the other form) comes back within this many days. */
export const NO_REPEAT_DAYS = 90;
/** Two quizzes a day: a few hundred covers every day anyone still practises. */
const QUIZ_CACHE_SIZE = 400;

const SPEC: Record<DailyQuizKind, { type: 'text' | 'multiple_choice'; count: number }> = {
  standard: { type: 'text', count: DAILY_STANDARD_QUESTIONS },
  mc: { type: 'multiple_choice', count: DAILY_MC_QUESTIONS },
};

/** The day's two quizzes: chosen once, the first time anyone asks, then stored and the same for everyone. */
@Injectable()
export class DailyQuizzesService {
  private readonly cache = new Map<string, DailyQuizEntity>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly source: QuestionSourceService,
  ) {}

  /** Quizzes never change once chosen, so every answer after the first reads its quiz from memory. */
  async byId(id: string): Promise<DailyQuizEntity | null> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const quiz = await this.dataSource.getRepository(DailyQuizEntity).findOneBy({ id });
    if (quiz) this.remember(quiz);
    return quiz;
  }

  private remember(quiz: DailyQuizEntity): void {
    if (this.cache.size >= QUIZ_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(quiz.id, quiz);
  }

  find(date: string, kind: DailyQuizKind): Promise<DailyQuizEntity | null> {
    return this.dataSource.getRepository(DailyQuizEntity).findOneBy({ quizDate: date, kind });
  }

  async getOrCreate(date: string, kind: DailyQuizKind): Promise<DailyQuizEntity> {
    const existing = await this.find(date, kind);
    if (existing) return existing;
    const questionIds = await this.choose(date, kind);
    // Two nodes may choose at once: both pick the same questions, and the unique key keeps one row.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DailyQuizEntity)
      .values({ quizDate: date, kind, questionIds })
      .orIgnore()
      .execute();
    return (await this.find(date, kind))!;
  }

  /**
   * The multiple-choice quiz also avoids the facts and the answers of the same day's standard quiz, which is
   * therefore always chosen first: whichever quiz is asked for first, the outcome is the same.
   */
  private async choose(date: string, kind: DailyQuizKind): Promise<string[]> {
    const sameDay = kind === 'mc' ? (await this.getOrCreate(date, 'standard')).questionIds : [];
    const earlier: { question_ids: string[] }[] = await this.dataSource.query(
      `SELECT question_ids FROM daily_quizzes WHERE quiz_date >= $1 AND quiz_date < $2`,
      [shiftDate(date, NO_REPEAT_DAYS), date],
    );
    const factsOf = (ids: readonly string[]) =>
      ids.map((id) => this.source.get(id)?.factKey).filter((key) => key !== undefined);
    const sameDayQuestions = sameDay.map((id) => this.source.get(id)).filter((q) => q !== undefined);
    const chosen = this.source.tryDraw({
      count: SPEC[kind].count,
      types: [SPEC[kind].type],
      difficulty: 'ramp',
      seed: `${date}:${kind}`,
      excludeFacts: new Set([...earlier.flatMap((row) => factsOf(row.question_ids)), ...factsOf(sameDay)]),
      excludeAnswers: sameDayQuestions.map((q) => q.answer),
    });
    return chosen.map((q) => q.id);
  }
}
