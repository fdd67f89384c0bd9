import type { QuestionTextInput, RuledQcProblem } from './question-qc';

/** Size words that mean different things by area, population, length or mass ("the largest city"). */
const SIZE_SUPERLATIVE = /\b(biggest|largest|smallest)\b/i;
/** A measure that settles the superlative: "by area", "in population", "most populous", "land area". */
const MEASURE =
  /\b(by|in|of)\s+(total\s+|land\s+|surface\s+)?(area|population|volume|mass|weight|length|height|diameter|size|capacity|number|revenue|attendance|circulation|sales|value|gdp|count|seats)\b|\b(populous|area|population|volume|mass|diameter|gdp|km²|square)\b/i;
/** Words that tie a fact to the moment it is read; a year or "as of" dates it. */
const UNDATED_TIME = /\b(currently|nowadays|presently|now|today|at present|at the moment|this year|this season)\b/i;
const DATED = /\b(1\d{3}|20\d{2})\b|\bas of\b/i;
/** Wording that points at options a player should see. */
const POINTS_AT_OPTIONS = /\bwhich (one )?of (these|the following|them)\b/i;

const quotedAway = (text: string) => text.replace(/"[^"]*"|“[^”]*”/g, ' ');

/**
 * Wording that leaves a question open to more than one right answer, or to none later on. Only the question is
 * read, without its quoted words ("Which word means 'biggest'?" is fine); each rule is conservative because a
 * player cannot argue with the quiz.
 */
export function ambiguityProblems(q: QuestionTextInput): RuledQcProblem[] {
  const prompt = quotedAway(q.prompt);
  const problems: RuledQcProblem[] = [];
  const superlative = SIZE_SUPERLATIVE.exec(prompt);
  if (superlative && !MEASURE.test(prompt)) {
    problems.push({
      path: 'prompt',
      rule: 'vague-superlative',
      message: `Say what "${superlative[1]}" is measured by (area, population, length…): it can have several answers.`,
    });
  }
  const undated = UNDATED_TIME.exec(prompt);
  if (undated && !DATED.test(prompt)) {
    problems.push({
      path: 'prompt',
      rule: 'undated-time',
      message: `"${undated[1]}" goes out of date: give a date or year ("in 2024", "as of March 2025").`,
    });
  }
  if (q.type === 'text' && POINTS_AT_OPTIONS.test(prompt)) {
    problems.push({
      path: 'prompt',
      rule: 'missing-options',
      message: 'The question mentions options, but a typed answer shows none: reword it or make it multiple choice.',
    });
  }
  return problems;
}
