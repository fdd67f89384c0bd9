import {
  PRACTICE_QUESTION_COUNT,
  type PracticeAnswerStyle,
  REVISION_LEVELS,
  REVISION_SUBJECTS,
  type RevisionLevel,
  type RevisionSetSummary,
  type RevisionSubject,
  revisionSetName,
} from '@trivia/contracts';
import type { QuestionEntity } from '../question-bank/question.entity';

/** The bank's types each answer style draws: tapped choices, or typed answers marked tolerantly. */
export const STYLE_TYPES: Record<PracticeAnswerStyle, readonly QuestionEntity['type'][]> = {
  choices: ['multiple_choice', 'true_false'],
  typed: ['text'],
};

/** What the bank holds for one set: facts over every style, and per style the questions and what a draw can fill. */
export interface SetCounts {
  subject: string;
  level: string;
  facts: number;
  questions: Record<PracticeAnswerStyle, number>;
  /** How many questions one draw of the style found (no fact or answer twice), capped at the longest quiz. */
  drawable: Record<PracticeAnswerStyle, number>;
}

const isSubject = (value: string): value is RevisionSubject => (REVISION_SUBJECTS as readonly string[]).includes(value);
const isLevel = (value: string): value is RevisionLevel => (REVISION_LEVELS as readonly string[]).includes(value);

/** A practice quiz needs at least the shortest length; a set that cannot fill it offers none of that style. */
const capacity = (drawable: number): number =>
  drawable < PRACTICE_QUESTION_COUNT.min ? 0 : Math.min(drawable, PRACTICE_QUESTION_COUNT.max);

/**
 * The sets the revision pages list, in the contracts' subject order, GCSE before A level. Tags the contracts do not
 * know (a subject added to the bank first) are left out rather than shown without a name.
 */
export function revisionSets(counts: readonly SetCounts[]): RevisionSetSummary[] {
  const sets: RevisionSetSummary[] = [];
  for (const count of counts) {
    const { subject, level } = count;
    if (!isSubject(subject) || !isLevel(level) || count.facts === 0) continue;
    sets.push({
      subject,
      level,
      name: revisionSetName(subject, level),
      facts: count.facts,
      questions: count.questions,
      maxQuestions: { choices: capacity(count.drawable.choices), typed: capacity(count.drawable.typed) },
    });
  }
  const order = (set: RevisionSetSummary) =>
    REVISION_SUBJECTS.indexOf(set.subject) * REVISION_LEVELS.length + REVISION_LEVELS.indexOf(set.level);
  return sets.sort((a, b) => order(a) - order(b));
}
