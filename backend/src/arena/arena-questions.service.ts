import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Question } from '@trivia/arena-engine';
import type { CreateArenaRoomRequest } from '@trivia/contracts';
import type { QuestionEntity } from '../question-bank/question.entity';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { AppException } from '../common/app-exception';
import { bankToEngine } from './bank-to-engine';
import { interleave, typeShares } from './question-mix';

/** What a draw asks for: a battle's settings, or a host-led session's quick selection (which may ask for more types). */
type RoomSettings = Required<Pick<CreateArenaRoomRequest, 'categories' | 'difficulty'>> & {
  questionCount: number;
  questionTypes: readonly QuestionEntity['type'][];
  /** A classroom revision set: only facts of this school subject and level. */
  curriculum?: { subject: string; level: string };
};

/** Draws a room's questions from the bank, one per fact, with the answer key the engine keeps to itself. */
@Injectable()
export class ArenaQuestionsService {
  constructor(private readonly bank: QuestionSourceService) {}

  /**
   * A room's questions: no fact or answer twice, categories and families spread, easy to hard when mixed. Several
   * types share the room evenly and take turns (a host who asks for put-in-order and closest-number gets both);
   * when the bank is short of one type, the others make up the count.
   */
  draw(settings: RoomSettings): Question[] {
    const types = [...new Set(settings.questionTypes)];
    const ramp = settings.difficulty === 'mixed';
    const request = {
      categories: settings.categories,
      difficulty: settings.difficulty === 'mixed' ? ('ramp' as const) : settings.difficulty,
      seed: randomUUID(),
      curriculum: settings.curriculum,
    };
    if (types.length < 2) {
      return this.bank.draw({ ...request, count: settings.questionCount, types }).map((q) => this.toEngine(q));
    }
    const facts = new Set<string>();
    const answers: string[] = [];
    const take = (count: number, of: QuestionEntity['type'][]) => {
      const got = this.bank.tryDraw({ ...request, count, types: of, excludeFacts: facts, excludeAnswers: answers });
      for (const q of got) {
        facts.add(q.factKey);
        answers.push(q.answer);
      }
      return got;
    };
    const groups = typeShares(settings.questionCount, types).map(([type, count]) => take(count, [type]));
    const short = settings.questionCount - groups.flat().length;
    if (short > 0) groups.push(take(short, types));
    const found = groups.flat().length;
    if (found < settings.questionCount)
      throw new AppException('QUIZ_003', `Only ${found} questions match those settings`);
    return interleave(groups, ramp).map((q) => this.toEngine(q));
  }

  /** A quiz's question (a catalogue quiz's, or a builder quiz's own in the bank's shape) as the engine runs it. */
  toEngine(q: QuestionEntity): Question {
    return bankToEngine(q, () => this.bank.knownAnswers(q.category));
  }
}
