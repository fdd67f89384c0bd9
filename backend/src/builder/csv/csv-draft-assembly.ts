import {
  BUILDER_LIMITS,
  builderContentSchema,
  builderRoundSchema,
  type BuilderContent,
  type BuilderQuestion,
  type BuilderRound,
} from '@trivia/contracts';
import { hasMarkup } from '../../question-bank/qc';
import { MARKUP_MESSAGE, type RowProblem } from './csv-question-row';

/** A data row once its question is read: what assembling the quiz needs from it. */
export interface ReadRow {
  line: number;
  cell: (column: string) => string;
  question: BuilderQuestion | null;
  roundOnly: boolean;
  problems: RowProblem[];
}

interface RoundRows {
  number: number;
  rows: ReadRow[];
  title: string | null;
  bad: boolean;
}

interface Assembly {
  problems: { line: number; field: string | null; message: string }[];
  bad: Set<ReadRow>;
}

function fault(assembly: Assembly, row: ReadRow, field: string | null, message: string): void {
  assembly.problems.push({ line: row.line, field, message });
  assembly.bad.add(row);
}

/**
 * A value repeated on every row (the quiz title, a round's title): the first one given, a different one later is
 * that row's problem. Blank cells take the value from the rows around them, as a spreadsheet user would expect.
 */
function sharedValue(assembly: Assembly, rows: readonly ReadRow[], column: string, what: string): string | null {
  let value: string | null = null;
  let from = 0;
  for (const row of rows) {
    const cell = row.cell(column).trim();
    if (cell === '') continue;
    if (value === null) [value, from] = [cell, row.line];
    else if (cell !== value)
      fault(assembly, row, column, `${what} differs from line ${from}'s: give every row the same.`);
  }
  return value;
}

/** What is wrong with a title: the contract's rule first, then markup. */
function titleProblem(title: string, schema: typeof builderContentSchema.shape.title): string | null {
  const parsed = schema.safeParse(title);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Not a title.';
  return hasMarkup(title) ? MARKUP_MESSAGE : null;
}

function quizTitle(assembly: Assembly, rows: readonly ReadRow[], chosen: string | undefined): string | null {
  const title = chosen ?? sharedValue(assembly, rows, 'quiz_title', 'The quiz title');
  // A title chosen on import has no line of its own: its problems are put on the header's.
  const line = (chosen === undefined && rows.find((row) => row.cell('quiz_title').trim() !== '')?.line) || 1;
  if (title === null) {
    if (rows.length > 0) assembly.problems.push({ line, field: 'quiz_title', message: 'Give the quiz a title.' });
    return null;
  }
  const message = titleProblem(title, builderContentSchema.shape.title);
  if (message) assembly.problems.push({ line, field: 'quiz_title', message });
  return message ? null : title.trim();
}

/** Rows by round number, in number order; a row whose round is not a number is faulted and left out. */
function groupRounds(assembly: Assembly, rows: readonly ReadRow[]): RoundRows[] {
  const rounds = new Map<number, RoundRows>();
  for (const row of rows) {
    const cell = row.cell('round').trim();
    const number = /^\d{1,4}$/.test(cell) ? Number(cell) : 0;
    if (number < 1) {
      fault(assembly, row, 'round', 'The round is a number: 1 for the first round.');
      continue;
    }
    const round = rounds.get(number) ?? { number, rows: [], title: null, bad: false };
    round.rows.push(row);
    rounds.set(number, round);
  }
  return [...rounds.values()].sort((a, b) => a.number - b.number);
}

function checkRound(assembly: Assembly, round: RoundRows, index: number): void {
  const first = round.rows[0] as ReadRow;
  const title = sharedValue(assembly, round.rows, 'round_title', `Round ${round.number}'s title`);
  const message =
    title === null ? `Give round ${round.number} a title.` : titleProblem(title, builderRoundSchema.shape.title);
  round.title = message ? null : (title?.trim() ?? null);
  if (message) {
    fault(assembly, first, 'round_title', message);
    round.bad = true;
  }
  if (index >= BUILDER_LIMITS.rounds.max) {
    fault(assembly, first, 'round', `A quiz has at most ${BUILDER_LIMITS.rounds.max} rounds.`);
    round.bad = true;
  }
  const questionRows = round.rows.filter((row) => !row.roundOnly);
  for (const row of questionRows.slice(BUILDER_LIMITS.perRound.max)) {
    fault(assembly, row, 'round', `A round has at most ${BUILDER_LIMITS.perRound.max} questions.`);
  }
}

/** Each question needs its own id: swapping and editing find a question by it. */
function checkIds(assembly: Assembly, rows: readonly ReadRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.question) continue;
    const earlier = seen.get(row.question.id);
    if (earlier === undefined) seen.set(row.question.id, row.line);
    else
      fault(
        assembly,
        row,
        'id',
        `The id "${row.question.id}" is also on line ${earlier}: each question needs its own.`,
      );
  }
}

/**
 * The quiz the rows make, and every problem by line. `good` keeps the good rows: a round loses its bad rows, a
 * round whose title is bad (or past the tenth) is left out whole, and a round left with no questions is dropped
 * unless the file wrote it empty. Null when there is no valid title or no round to keep.
 */
export function assembleDraft(
  rows: readonly ReadRow[],
  chosenTitle: string | undefined,
): { problems: Assembly['problems']; good: BuilderContent | null } {
  const assembly: Assembly = { problems: [], bad: new Set() };
  for (const row of rows) {
    for (const problem of row.problems) fault(assembly, row, problem.field, problem.message);
  }
  const title = quizTitle(assembly, rows, chosenTitle);
  const rounds = groupRounds(assembly, rows);
  rounds.forEach((round, index) => checkRound(assembly, round, index));
  checkIds(assembly, rows);
  const kept: BuilderRound[] = [];
  for (const round of rounds) {
    if (round.bad || round.title === null) continue;
    const questionRows = round.rows.filter((row) => !row.roundOnly);
    const questions = questionRows
      .filter((row) => !assembly.bad.has(row))
      .map((row) => row.question as BuilderQuestion);
    if (questions.length > 0 || questionRows.length === 0) kept.push({ title: round.title, questions });
  }
  const good = title !== null && kept.length > 0 ? { title, rounds: kept } : null;
  return { problems: assembly.problems, good };
}
