import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QuizSummary } from '@trivia/contracts';
import { Between, type Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { QuizEntity } from '../quizzes/quiz.entity';
import { freeSampleWeek } from './free-sample-week';

/** A stored quiz as the catalogue lists it. */
export const quizSummaryOf = (quiz: QuizEntity): QuizSummary => ({
  id: quiz.id,
  slug: quiz.slug,
  title: quiz.title,
  archetype: quiz.archetype,
  difficulty: quiz.difficulty,
  length: quiz.length,
  roundCount: quiz.rounds.length,
  categories: quiz.categories,
  audience: quiz.audience,
  season: quiz.season,
  publishedAt: quiz.publishedAt.toISOString(),
  downloads: quiz.downloads,
});

/**
 * This week's free sample pack: the week's first classic pub quiz release (Monday-based UK week). Any signed-in
 * member may download its files without a plan and without using quota.
 */
@Injectable()
export class FreeSampleService {
  constructor(@InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>) {}

  async current(now = new Date()): Promise<QuizEntity | null> {
    const { monday, today } = freeSampleWeek(now);
    return this.quizzes.findOne({
      where: { archetype: 'classic-pub', releaseDate: Between(monday, today) },
      order: { releaseDate: 'ASC', releaseSlot: 'ASC' },
    });
  }

  async summary(): Promise<QuizSummary> {
    const quiz = await this.current();
    if (!quiz) throw new AppException('RES_001', 'No free sample pack this week yet');
    return quizSummaryOf(quiz);
  }
}
