import { Injectable } from '@nestjs/common';
import type { QuizSeason } from '@trivia/contracts';
import { type QuestionDraw, QuestionSourceService } from '../../question-bank/question-source.service';
import type { PackQuestion, QuestionPicker, RoundDraw } from './quiz-composer';

/** The catalogue's rounds drawn through the one QuestionSource. */
@Injectable()
export class BankQuestionPicker implements QuestionPicker {
  constructor(private readonly source: QuestionSourceService) {}

  draw(round: RoundDraw): PackQuestion[] {
    // Season, picture and true-or-false are passed on as the bank's draw names them; a bank that does not know
    // them yet ignores them, and the composer then refuses the round rather than publish it untagged.
    const request: QuestionDraw & { season?: QuizSeason; media?: 'flag' } = {
      count: round.count,
      types: round.types as QuestionDraw['types'],
      categories: round.categories,
      difficulty: round.difficulty,
      seed: round.seed,
      excludeFacts: round.excludeFacts,
      excludeAnswers: round.excludeAnswers,
      ...(round.season ? { season: round.season } : {}),
      ...(round.media ? { media: round.media } : {}),
    };
    return this.source.draw(request);
  }

  categoryName(category: string): string {
    return this.source.categoryName(category);
  }
}
