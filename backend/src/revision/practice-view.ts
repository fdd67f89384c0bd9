import { type PracticeState, revisionSetName } from '@trivia/contracts';
import { answerReveal, playerQuestion } from '../question-bank';
import type { QuestionEntity } from '../question-bank/question.entity';
import type { PracticeAttemptEntity } from './practice-attempt.entity';

/** Looks up a bank question with its category's name; a practice quiz keeps ids of questions the bank still has. */
export interface PracticeBank {
  get(id: string): QuestionEntity | undefined;
  categoryName(category: string): string;
}

/**
 * What the player sees of their practice quiz: the question now being asked without its answer, every answered
 * question with its answer, and the score once the last is answered.
 */
export function practiceState(attempt: PracticeAttemptEntity, bank: PracticeBank): PracticeState {
  const total = attempt.questionIds.length;
  const index = attempt.answers.length;
  const current = attempt.finishedAt ? undefined : bank.get(attempt.questionIds[index]!);
  return {
    attemptId: attempt.id,
    subject: attempt.subject,
    level: attempt.level,
    name: revisionSetName(attempt.subject, attempt.level),
    style: attempt.style,
    questionCount: total,
    // Options for tapped questions (multiple choice, true or false); a typed question shows none.
    question: current
      ? playerQuestion(current, index, bank.categoryName(current.category), current.type !== 'text')
      : null,
    answered: attempt.answers.flatMap((answer, i) => {
      const question = bank.get(answer.questionId);
      return question ? [answerReveal(i, answer, question)] : [];
    }),
    result: attempt.finishedAt ? { score: attempt.score, total } : null,
  };
}
