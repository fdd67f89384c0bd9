import type { OpenTdbResult } from '@trivia/contracts';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { resultCategoryName } from './opentdb-categories';

/** OpenTDB's two types and the bank's type for each: our typed-answer questions have no OpenTDB form. */
export const OPENTDB_TYPES = { multiple: 'multiple_choice', boolean: 'true_false' } as const;
export type OpenTdbType = keyof typeof OPENTDB_TYPES;

const OPENTDB_TYPE_OF: Record<string, OpenTdbType> = { multiple_choice: 'multiple', true_false: 'boolean' };

/** A bank question (multiple choice or true or false) as an OpenTDB result, before encoding. */
export function toOpenTdbResult(q: QuestionEntity, ourCategoryName: string): OpenTdbResult {
  const type = OPENTDB_TYPE_OF[q.type];
  if (!type || !q.options) throw new Error(`Question ${q.id} (${q.type}) has no Open Trivia DB form`);
  return {
    type,
    difficulty: q.difficulty,
    category: resultCategoryName(q.category, ourCategoryName),
    question: q.prompt,
    correct_answer: q.answer,
    incorrect_answers: q.options.filter((option) => option !== q.answer),
  };
}
