import type { ContributionProblem } from '@trivia/contracts';
import { checkQuestionText } from '../question-bank/qc';

/** A proposed question, as the contract's schema gives it (trimmed, defaults filled). */
export interface ProposedQuestion {
  type: 'text' | 'multiple_choice' | 'true_false';
  category: string;
  difficulty: 'easy' | 'medium' | 'hard';
  prompt: string;
  answer: string;
  aliases: string[];
  options: string[] | null;
  sourceUrl: string;
  asOf: string;
}

/** The bank question a proposed one repeats, by its prompt, and which rule found it. */
export type FindLookalike = (
  q: Pick<ProposedQuestion, 'type' | 'category' | 'prompt' | 'answer'>,
) => { prompt: string; reason: 'prompt' | 'answer' } | null;

/** Every multiple-choice question in the bank offers four: the answer and three wrong ones. */
export const BANK_CHOICES = 4;
const TRUE_FALSE = ['True', 'False'];

/**
 * The question as the bank would hold it: a true-or-false question always offers True and False (its answer
 * written the same way, whatever the case it was typed in); a typed one offers no options.
 */
export function inBankShape(q: ProposedQuestion): ProposedQuestion {
  if (q.type === 'text') return { ...q, options: null };
  if (q.type === 'multiple_choice') return q;
  const answer = TRUE_FALSE.find((option) => option.toLowerCase() === q.answer.toLowerCase()) ?? q.answer;
  return { ...q, answer, aliases: [], options: [...TRUE_FALSE] };
}

/**
 * The latest date it is anywhere (UTC+14): a contributor on the far side of the world may say "true as of" their
 * today, which is tomorrow in the UK, but nobody may vouch for a day that has not begun.
 */
export function latestDateAnywhere(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A link anyone can open to check the fact: http or https, a public host name, no markup. */
export function linkProblems(link: string): ContributionProblem[] {
  const problem = (message: string) => [{ path: 'sourceUrl', message }];
  if (/[<>"'`\s]/.test(link)) return problem('The link cannot contain spaces, quotes or < >.');
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return problem('Give a link (https://…) to where the fact can be checked.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return problem('The link must start with https:// or http://.');
  if (url.username || url.password) return problem('The link cannot carry a user name or password.');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || /^[\d.]+$/.test(url.hostname)) {
    return problem('Give a link to a public website (such as https://www.example.org/page).');
  }
  return [];
}

/**
 * Everything that keeps a proposed question out of the bank, each on its field: the bank's own QC of the text
 * (British spelling, lengths, options, no markup), four options for multiple choice, a "true as of" date that has
 * come, a link to check it by, and no question the bank already asks.
 */
export function checkContribution(q: ProposedQuestion, now: Date, findLookalike: FindLookalike): ContributionProblem[] {
  const shaped = inBankShape(q);
  const problems: ContributionProblem[] = [...checkQuestionText(shaped)];
  const optionsFlagged = problems.some((p) => p.path === 'options');
  if (shaped.type === 'multiple_choice' && !optionsFlagged && shaped.options?.length !== BANK_CHOICES) {
    problems.push({ path: 'options', message: 'Give four options: the answer and three wrong ones.' });
  }
  if (shaped.asOf > latestDateAnywhere(now)) {
    problems.push({ path: 'asOf', message: '“True as of” cannot be a date in the future.' });
  }
  problems.push(...linkProblems(shaped.sourceUrl));
  const same = findLookalike(shaped);
  if (same) problems.push({ path: same.reason, message: `The bank already asks this: “${same.prompt}”` });
  return problems;
}
