import type { BuilderContent, BuilderQuestion, ErrorBody } from '@trivia/contracts';
import type { QcProblem, QuestionTextInput } from '../../question-bank';
import type { DraftBankQuestion } from '../drafting/draft-draw';

export type Issue = NonNullable<ErrorBody['issues']>[number];

/** What checking a draft needs: the bank by id, the bank's QC for a member's text, and the markup rule. */
export interface DraftChecks {
  bank(id: string): DraftBankQuestion | undefined;
  qc(question: QuestionTextInput): QcProblem[];
  hasMarkup(text: string): boolean;
}

/** One question as the server keeps it: bank facts taken from the bank, and whether it differs from the bank's. */
export interface CheckedQuestion {
  question: BuilderQuestion;
  /** The bank question it is (or edits); null for the member's own. */
  bank: DraftBankQuestion | null;
  /** A bank question whose wording the member changed: stored as the member's own copy. */
  edited: boolean;
}

export interface CheckedDraft {
  content: BuilderContent;
  questions: CheckedQuestion[][];
  issues: Issue[];
}

/** Saving needs a whole quiz: at least this many questions, and no more than the longest quiz. */
export const SAVE_QUESTION_COUNT = { min: 10, max: 70 } as const;

export const OWN_ID_PREFIX = 'own-';

const BUILDER_TYPES = new Set(['text', 'multiple_choice', 'true_false']);

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((item, i) => item === b?.[i]);

/** Whether the member changed what a bank question asks or accepts (its labels aside). */
const differsFromBank = (q: BuilderQuestion, bank: DraftBankQuestion) =>
  q.type !== bank.type ||
  q.prompt !== bank.prompt ||
  q.answer !== bank.answer ||
  !sameList(q.aliases, bank.aliases) ||
  !sameList(q.options, bank.options);

const textOf = (q: BuilderQuestion): QuestionTextInput => ({
  type: q.type,
  prompt: q.prompt,
  answer: q.answer,
  aliases: q.aliases,
  options: q.options,
});

/**
 * One question against the bank and the QC: a bank question keeps the bank's source, date and picture whatever
 * the client sent; an edited bank question and an own question go through the bank's QC for a member's text.
 */
function checkQuestion(q: BuilderQuestion, path: string, checks: DraftChecks): CheckedQuestion & { issues: Issue[] } {
  const issues: Issue[] = [];
  const at = (field: string | null, message: string) =>
    issues.push({ path: field ? `${path}.${field}` : path, message });
  if (q.origin === 'bank') {
    const bank = checks.bank(q.id);
    if (!bank || !BUILDER_TYPES.has(bank.type)) {
      at('id', 'This question is no longer in the bank: swap it or write your own.');
      return { question: q, bank: null, edited: false, issues };
    }
    const edited = differsFromBank(q, bank);
    const media = bank.media?.kind === 'flag' ? { kind: 'flag' as const, code: bank.media.code } : null;
    const question = { ...q, source: bank.source, asOf: bank.asOf, media };
    if (edited) for (const problem of checks.qc(textOf(q))) at(problem.path, problem.message);
    return { question, bank, edited, issues };
  }
  if (!q.id.startsWith(OWN_ID_PREFIX)) at('id', `Your own question's id starts with "${OWN_ID_PREFIX}".`);
  if (q.media) at('media', 'Your own questions cannot have a picture.');
  for (const problem of checks.qc(textOf(q))) at(problem.path, problem.message);
  if (q.source && checks.hasMarkup(q.source)) at('source', 'Remove the HTML: plain text only.');
  if (q.asOf && checks.hasMarkup(q.asOf)) at('asOf', 'Remove the HTML: plain text only.');
  return { question: q, bank: null, edited: false, issues };
}

/** A whole quiz's rules: every round asks something, and the quiz is between the shortest and longest allowed. */
function completeIssues(content: BuilderContent): Issue[] {
  const issues: Issue[] = [];
  content.rounds.forEach((round, r) => {
    if (round.questions.length === 0) {
      issues.push({ path: `rounds.${r}.questions`, message: `Round ${r + 1} has no questions yet.` });
    }
  });
  const total = content.rounds.reduce((sum, round) => sum + round.questions.length, 0);
  const { min, max } = SAVE_QUESTION_COUNT;
  if (total < min || total > max) {
    issues.push({ path: 'rounds', message: `A quiz has ${min} to ${max} questions: this one has ${total}.` });
  }
  return issues;
}

/**
 * Everything the server checks of a draft, again, whatever the client checked: ids, the bank, QC of the member's
 * text, and no fact or question twice. `complete` adds the rules of a quiz ready to save; a draft being edited may
 * be short. Issues name the field as the contract's paths do ("rounds.1.questions.3.answer").
 */
export function checkDraft(content: BuilderContent, checks: DraftChecks, complete: boolean): CheckedDraft {
  const issues: Issue[] = [];
  const seenIds = new Map<string, string>();
  const seenFacts = new Map<string, string>();
  const questions = content.rounds.map((round, r) =>
    round.questions.map((q, i) => {
      const path = `rounds.${r}.questions.${i}`;
      const where = `round ${r + 1}, question ${i + 1}`;
      const checked = checkQuestion(q, path, checks);
      issues.push(...checked.issues);
      const twice = seenIds.get(q.id) ?? (checked.bank && seenFacts.get(checked.bank.factKey));
      if (twice) issues.push({ path: `${path}.id`, message: `This question is already in the quiz (${twice}).` });
      seenIds.set(q.id, seenIds.get(q.id) ?? where);
      if (checked.bank) seenFacts.set(checked.bank.factKey, seenFacts.get(checked.bank.factKey) ?? where);
      return { question: checked.question, bank: checked.bank, edited: checked.edited };
    }),
  );
  if (complete) issues.push(...completeIssues(content));
  const normalised: BuilderContent = {
    title: content.title,
    rounds: content.rounds.map((round, r) => ({ title: round.title, questions: questions[r]!.map((q) => q.question) })),
  };
  return { content: normalised, questions, issues };
}
