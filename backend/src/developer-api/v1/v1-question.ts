import {
  QUESTION_CATEGORY_IDS,
  type QuestionCategoryId,
  V1_QUESTION_TYPES,
  type V1Question,
  type V1QuestionType,
} from '@trivia/contracts';
import type { BankQuestionType, QuestionEntity } from '../../question-bank/question.entity';
import { type SourceAttribution, v1SourceOf } from './v1-source';

/** The bank's type behind each API type: only the classic three; `order` and `estimate` are never served here. */
export const V1_BANK_TYPES: Record<V1QuestionType, BankQuestionType> = {
  multiple: 'multiple_choice',
  boolean: 'true_false',
  text: 'text',
};

const V1_TYPE_OF = new Map<string, V1QuestionType>(V1_QUESTION_TYPES.map((type) => [V1_BANK_TYPES[type], type]));
const CATEGORY_IDS = new Set<string>(QUESTION_CATEGORY_IDS);

/** The bank types an API request asks for (every classic type when it names none). */
export const bankTypesOf = (types: readonly V1QuestionType[] | undefined): BankQuestionType[] =>
  (types ?? V1_QUESTION_TYPES).map((type) => V1_BANK_TYPES[type]);

/**
 * Whether the API may serve a question: in play (passed QC, not retired), of a classic type, without a picture
 * (a flag question cannot be asked as text alone) and in one of the published categories.
 */
export function isServable(q: QuestionEntity): boolean {
  return q.qcPassed && !q.retired && !q.media && V1_TYPE_OF.has(q.type) && CATEGORY_IDS.has(q.category);
}

/**
 * A bank question as the API answers it, with the bank's own id, wording (British spelling as the bank has it),
 * date and source. Multiple choice gives the three wrong options, true or false the other one; a typed-answer
 * question gives the other answers the matcher accepts.
 */
export function toV1Question(
  q: QuestionEntity,
  categoryName: string,
  attributions: readonly SourceAttribution[],
): V1Question {
  const type = V1_TYPE_OF.get(q.type);
  if (!type) throw new Error(`Question ${q.id} (${q.type}) is not served by the developer API`);
  return {
    id: q.id,
    type,
    category: { id: q.category as QuestionCategoryId, name: categoryName },
    difficulty: q.difficulty,
    question: q.prompt,
    correctAnswer: q.answer,
    incorrectAnswers: type === 'text' ? [] : (q.options ?? []).filter((option) => option !== q.answer),
    acceptedAnswers: type === 'text' ? [...q.aliases] : [],
    source: v1SourceOf(q.source, attributions),
    trueAsOf: q.asOf,
  };
}
