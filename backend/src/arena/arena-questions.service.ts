import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Question } from '@trivia/arena-engine';
import type { CreateArenaRoomRequest } from '@trivia/contracts';
import type { QuestionEntity } from '../question-bank/question.entity';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { bankToEngine } from './bank-to-engine';

/** What a draw asks for: a battle's settings, or a host-led session's quick selection (which may ask for more types). */
type RoomSettings = Required<Pick<CreateArenaRoomRequest, 'categories' | 'difficulty'>> & {
  questionCount: number;
  questionTypes: readonly QuestionEntity['type'][];
};

/** Draws a room's questions from the bank, one per fact, with the answer key the engine keeps to itself. */
@Injectable()
export class ArenaQuestionsService {
  constructor(private readonly bank: QuestionSourceService) {}

  /** A room's questions: no fact or answer twice, categories and families spread, easy to hard when mixed. */
  draw(settings: RoomSettings): Question[] {
    return this.bank
      .draw({
        count: settings.questionCount,
        types: settings.questionTypes,
        categories: settings.categories,
        difficulty: settings.difficulty === 'mixed' ? 'ramp' : settings.difficulty,
        seed: randomUUID(),
      })
      .map((q) => this.toEngine(q));
  }

  /** A bank question by id as the engine runs it (a catalogue quiz's), or undefined when the bank has none. */
  byId(id: string): { question: Question; entity: QuestionEntity } | undefined {
    const entity = this.bank.get(id);
    return entity ? { question: this.toEngine(entity), entity } : undefined;
  }

  private toEngine(q: QuestionEntity): Question {
    return bankToEngine(q, () => this.bank.knownAnswers(q.category));
  }
}
