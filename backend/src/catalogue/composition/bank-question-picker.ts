import { Injectable } from '@nestjs/common';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import type { PackQuestion, QuestionPicker, RoundDraw } from './quiz-composer';

/** The catalogue's rounds drawn through the one QuestionSource. */
@Injectable()
export class BankQuestionPicker implements QuestionPicker {
  constructor(private readonly source: QuestionSourceService) {}

  draw(round: RoundDraw): PackQuestion[] {
    return this.source.draw({
      count: round.count,
      types: round.types,
      categories: round.categories,
      difficulty: round.difficulty,
      seed: round.seed,
      excludeFacts: round.excludeFacts,
      excludeAnswers: round.excludeAnswers,
      ...(round.season ? { season: round.season } : {}),
      ...(round.media ? { media: round.media } : {}),
      ...(round.avoidSeasons?.length ? { avoidSeasons: round.avoidSeasons } : {}),
    });
  }

  categoryName(category: string): string {
    return this.source.categoryName(category);
  }
}
