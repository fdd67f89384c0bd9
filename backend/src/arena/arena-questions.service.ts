import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Question } from '@trivia/arena-engine';
import type { CreateArenaRoomRequest } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import type { QuestionEntity } from '../question-bank/question.entity';
import { QuestionBankService } from '../question-bank/question-bank.service';

type RoomSettings = Required<Pick<CreateArenaRoomRequest, 'categories' | 'difficulty' | 'questionTypes'>> & {
  questionCount: number;
};

/**
 * The marker only forgives typos that keep the first letter, so only answers with the same first letter and a
 * similar length can be confused with the right one; keeping just those keeps the room state small.
 */
function confusables(answer: string, known: readonly string[]): string[] {
  const first = answer.trim().charAt(0).toLowerCase();
  return known.filter(
    (other) =>
      other !== answer && other.trim().charAt(0).toLowerCase() === first && Math.abs(other.length - answer.length) <= 3,
  );
}

/** Draws a room's questions from the bank, one per fact, with the answer key the engine keeps to itself. */
@Injectable()
export class ArenaQuestionsService {
  constructor(private readonly bank: QuestionBankService) {}

  draw(settings: RoomSettings): Question[] {
    const pool = settings.questionTypes
      .flatMap((type) => this.bank.playable(type))
      .filter((q) => settings.categories.length === 0 || settings.categories.includes(q.category))
      .filter((q) => settings.difficulty === 'mixed' || q.difficulty === settings.difficulty);
    const chosen: QuestionEntity[] = [];
    const facts = new Set<string>();
    const candidates = [...pool];
    while (chosen.length < settings.questionCount && candidates.length > 0) {
      const [question] = candidates.splice(randomInt(candidates.length), 1);
      if (!question || facts.has(question.factKey)) continue;
      facts.add(question.factKey);
      chosen.push(question);
    }
    if (chosen.length < settings.questionCount) {
      throw new AppException('QUIZ_003', `Only ${chosen.length} questions match those settings`);
    }
    return chosen.map((q) => this.toEngine(q));
  }

  private toEngine(q: QuestionEntity): Question {
    if (q.type === 'multiple_choice') {
      return {
        id: q.id,
        type: 'multiple_choice',
        prompt: q.prompt,
        options: q.options ?? [],
        correctIndex: (q.options ?? []).indexOf(q.answer),
      };
    }
    return {
      id: q.id,
      type: 'text',
      prompt: q.prompt,
      answer: q.answer,
      aliases: q.aliases,
      knownAnswers: confusables(q.answer, this.bank.knownAnswers(q.category)),
    };
  }
}
