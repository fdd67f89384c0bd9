import type { BuilderContent } from '@trivia/contracts';

/** The parts of a question the editor can put a message beside. */
export const QUESTION_FIELDS = [
  'prompt',
  'answer',
  'aliases',
  'options',
  'type',
  'category',
  'difficulty',
  'source',
] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number] | 'question';

export interface ServerIssue {
  path: string;
  message: string;
}

/** QUIZ_003's issues placed on what the editor shows: the quiz title, a round's title, a question's field. */
export interface DraftIssues {
  title?: string;
  rounds: Record<number, { title?: string; general?: string }>;
  /** By question id, so a message stays with its question when the member reorders the rounds. */
  questions: Record<string, Partial<Record<QuestionField, string>>>;
  /** Messages about the quiz as a whole ("a quiz needs at least 10 questions"). */
  general: string[];
}

export const noIssues = (): DraftIssues => ({ rounds: {}, questions: {}, general: [] });

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

/** "options.2" → "Third option: …", so a message about one option says which. */
function withItem(field: string, item: string | undefined, message: string): string {
  if (item === undefined || !/^\d+$/.test(item)) return message;
  const n = Number(item);
  if (field === 'options') return `${ORDINALS[n] ?? `Option ${n + 1}`} option: ${message}`;
  if (field === 'aliases') return `Alternative ${n + 1}: ${message}`;
  return message;
}

const isQuestionField = (field: string | undefined): field is QuestionField =>
  (QUESTION_FIELDS as readonly string[]).includes(field ?? '');

/**
 * Places each issue by its path ("title", "rounds.1.title", "rounds.1.questions.3.answer", "…options.2"), read
 * against the content that was sent (`sent`), the one the server's indexes refer to. What names nothing the editor
 * shows goes to `general`, never dropped. The first message on a field wins.
 */
export function placeIssues(issues: readonly ServerIssue[], sent: Pick<BuilderContent, 'rounds'>): DraftIssues {
  const placed = noIssues();
  for (const { path, message } of issues) {
    const parts = path.split('.');
    if (parts[0] === 'title' && parts.length === 1) {
      placed.title ??= message;
      continue;
    }
    const round = parts[0] === 'rounds' ? Number(parts[1]) : Number.NaN;
    if (!Number.isInteger(round) || !sent.rounds[round]) {
      placed.general.push(message);
      continue;
    }
    const roundIssues = (placed.rounds[round] ??= {});
    if (parts[2] === 'title' && parts.length === 3) {
      roundIssues.title ??= message;
      continue;
    }
    const question = parts[2] === 'questions' ? sent.rounds[round]?.questions[Number(parts[3])] : undefined;
    if (!question) {
      roundIssues.general ??= message;
      continue;
    }
    const field = isQuestionField(parts[4]) ? parts[4] : 'question';
    const fields = (placed.questions[question.id] ??= {});
    fields[field] ??= withItem(field, parts[5], message);
  }
  return placed;
}

export const issueCount = (issues: DraftIssues): number =>
  (issues.title ? 1 : 0) +
  issues.general.length +
  Object.values(issues.rounds).reduce((n, r) => n + (r.title ? 1 : 0) + (r.general ? 1 : 0), 0) +
  Object.values(issues.questions).reduce((n, fields) => n + Object.keys(fields).length, 0);

export interface CsvProblem {
  line: number | null;
  field: string | null;
  message: string;
}

/** An import's issues ("csv.line.12.answer", "csv.line.3", "csv"), in file order, each with its line when named. */
export function csvProblems(issues: readonly ServerIssue[]): CsvProblem[] {
  const problems = issues.map(({ path, message }) => {
    const match = /^csv\.line\.(\d+)(?:\.(.+))?$/.exec(path);
    return match
      ? { line: Number(match[1]), field: match[2] ?? null, message }
      : { line: null, field: path.startsWith('csv') ? null : path || null, message };
  });
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
