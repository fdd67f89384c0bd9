import { markAnswer, type MarkResult } from '@trivia/answer-matching';
import { AppException } from '../common/app-exception';
import type { QuestionEntity } from './question.entity';

/**
 * Multiple choice: the answer must be one of the options, exactly. Typed answers are marked tolerantly, but
 * never accept another known answer of the category (Austria is not Australia).
 */
export function isCorrect(question: QuestionEntity, given: string, knownAnswers: readonly string[]): boolean {
  if (question.type === 'multiple_choice') {
    if (!question.options?.includes(given)) throw new AppException('VAL_001', 'Choose one of the four options');
    return given === question.answer;
  }
  return markTyped(question, given, knownAnswers).correct;
}

/**
 * A typed answer marked with the one matcher, and why: tolerant of spelling slips, British and American spellings,
 * articles, titles and numbers in words, but never another known answer of the category.
 */
export function markTyped(question: QuestionEntity, given: string, knownAnswers: Iterable<string>): MarkResult {
  return markAnswer(
    given,
    { answer: question.answer, aliases: question.aliases },
    { knownAnswers, person: question.answerKind === 'person' },
  );
}
