import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QuizSummary } from '@trivia/contracts';
import { Between, IsNull, type Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { QuizEntity } from '../quizzes/quiz.entity';
import { summaryOfQuiz } from '../quizzes/quiz-summary';
import { freeSampleWeek } from './free-sample-week';

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
      where: { archetype: 'classic-pub', releaseDate: Between(monday, today), ownerId: IsNull() },
      order: { releaseDate: 'ASC', releaseSlot: 'ASC' },
    });
  }

  async summary(): Promise<QuizSummary> {
    const quiz = await this.current();
    if (!quiz) throw new AppException('RES_001', 'No free sample pack this week yet');
    return summaryOfQuiz(quiz);
  }
}
