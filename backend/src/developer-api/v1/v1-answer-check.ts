import type { MarkReason } from '@trivia/answer-matching';
import type { V1AnswerCheckResponse } from '@trivia/contracts';
import { markTyped } from '../../question-bank';
import type { QuestionEntity } from '../../question-bank/question.entity';

export type V1AnswerCheck = Omit<V1AnswerCheckResponse, 'questionId'>;

/** The caller's answer as the explanation quotes it: no angle brackets, so no markup survives the echo. */
const quoted = (text: string) => `“${text.trim().replace(/[<>]/g, '')}”`;

/** Why the matcher took or refused a typed answer, as a sentence a player can read. */
export function explainMark(reason: MarkReason, given: string, answer: string, matched = answer): string {
  const g = quoted(given);
  const m = quoted(matched);
  switch (reason) {
    case 'exact':
      return `Accepted: ${g} is the answer.`;
    case 'normalised':
      return `Accepted: ${g} matches ${m} once capitals, accents, punctuation and a leading “the” or “a” are set aside.`;
    case 'alias':
      return `Accepted: ${g} is another accepted answer, as well as ${quoted(answer)}.`;
    case 'title':
      return `Accepted: ${g} matches ${m}; a title such as Sir or Queen is not needed.`;
    case 'name':
      return `Accepted: ${g} names ${m}; first and last names are enough without the middle names.`;
    case 'spelling':
      return `Accepted: ${g} is a spelling slip for ${m}.`;
    case 'number':
      return `Accepted: ${g} is the same number as ${m}, in words or in digits.`;
    case 'variant':
      return `Accepted: ${g} is ${m} in British or American spelling.`;
    case 'ambiguous':
      return `Not accepted: ${g} could as well name another answer as ${quoted(answer)}.`;
    case 'empty':
      return 'Not accepted: the answer has no letters or digits to mark.';
    case 'wrong':
      return `Not accepted: ${g} is not ${quoted(answer)}, nor close enough to it.`;
  }
}

/**
 * Multiple choice and true or false: the answer must be one of the options, compared exactly but for capitals and
 * spaces at either end (a quiz app sends the option it showed). Spelling tolerance would let a near-miss of a
 * wrong option count, so there is none.
 */
function checkChoice(q: QuestionEntity, given: string): V1AnswerCheck {
  const fold = (text: string) => text.trim().toLocaleLowerCase('en-GB');
  const option = (q.options ?? []).find((o) => fold(o) === fold(given));
  const result = (accepted: boolean, reason: MarkReason, explanation: string): V1AnswerCheck => ({
    accepted,
    reason,
    explanation,
    correctAnswer: q.answer,
  });
  if (option === q.answer) {
    return given.trim() === q.answer
      ? result(true, 'exact', explainMark('exact', given, q.answer))
      : result(true, 'normalised', `Accepted: ${quoted(given)} is the option ${quoted(q.answer)}, in other capitals.`);
  }
  if (option !== undefined) {
    return result(false, 'wrong', `Not accepted: ${quoted(option)} is one of the options, but not the right one.`);
  }
  return result(false, 'wrong', `Not accepted: ${quoted(given)} is not one of the options.`);
}

/**
 * Whether an answer to a bank question is right, and why, with the daily quiz's matcher: typed answers are
 * tolerant of spelling slips, British and American spellings, articles, titles and numbers in words, but never
 * take another known answer of the category for this one (Austria is not Australia).
 */
export function checkAnswer(q: QuestionEntity, given: string, knownAnswers: readonly string[]): V1AnswerCheck {
  if (q.type !== 'text') return checkChoice(q, given);
  const mark = markTyped(q, given, knownAnswers);
  return {
    accepted: mark.correct,
    reason: mark.reason,
    explanation: explainMark(mark.reason, given, q.answer, mark.matched),
    correctAnswer: q.answer,
  };
}
