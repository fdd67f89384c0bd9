import { BUILDER_LIMITS, type BuilderQuestion } from '@trivia/contracts';

/** The option columns, one per option a multiple choice question may have. */
export const OPTION_COLUMNS = Array.from({ length: BUILDER_LIMITS.options.max }, (_, i) => `option_${i + 1}`);

/**
 * The builder CSV's columns, in the order we write them: one row per question. The quiz title and the round's
 * number and title repeat on every row, so a file stays whole when a spreadsheet sorts or filters it.
 */
export const BUILDER_CSV_COLUMNS = [
  'schema_version',
  'quiz_title',
  'round',
  'round_title',
  'type',
  'category',
  'difficulty',
  'question',
  'answer',
  'alternatives',
  ...OPTION_COLUMNS,
  'source',
  'as_of',
  'media',
  'id',
  'origin',
] as const;

/** A file may leave these out (a hand-written one rarely has ids); the others must be there. */
export const REQUIRED_COLUMNS: readonly string[] = [
  'schema_version',
  'quiz_title',
  'round',
  'round_title',
  'type',
  'category',
  'difficulty',
  'question',
  'answer',
];

/** The columns that describe a question: a row with all of them blank only names its round (an empty round). */
export const QUESTION_COLUMNS: readonly string[] = BUILDER_CSV_COLUMNS.filter(
  (column) => !['schema_version', 'quiz_title', 'round', 'round_title'].includes(column),
);

/** The column a question field or QC path belongs to ('aliases.2' → alternatives, 'options.0' → option_1). */
export function columnOfPath(path: string): string | null {
  const [head, index] = path.split('.');
  if (head === 'prompt') return 'question';
  if (head === 'aliases') return 'alternatives';
  if (head === 'asOf') return 'as_of';
  if (head === 'options') return `option_${index === undefined ? 1 : Number(index) + 1}`;
  return BUILDER_CSV_COLUMNS.includes(head as (typeof BUILDER_CSV_COLUMNS)[number]) ? (head ?? null) : null;
}

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, return first) are written with a leading
 * apostrophe, which spreadsheets hide. A cell that already starts with an apostrophe before one of those (or
 * before another apostrophe) gets one too, so reading strips exactly one and "'Allo 'Allo!" stays as it is.
 */
export const NEEDS_FORMULA_ESCAPE = /^[=+\-@\t\r]|^'[=+\-@\t\r']/;
const FORMULA_ESCAPED = /^'[=+\-@\t\r']/;

export function unescapeFormula(cell: string): string {
  return FORMULA_ESCAPED.test(cell) ? cell.slice(1) : cell;
}

const ALTERNATIVES_SEPARATOR = ' | ';

/** Alternatives in one cell, split by " | "; a "|" or "\" inside an alternative is written "\|" or "\\". */
export function joinAlternatives(aliases: readonly string[]): string {
  return aliases.map((alias) => alias.replace(/[\\|]/g, (c) => `\\${c}`)).join(ALTERNATIVES_SEPARATOR);
}

/** Reads joinAlternatives' cell; a backslash before any other character is kept as typed ("AC\DC"). */
export function splitAlternatives(cell: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i];
    const next = cell[i + 1];
    if (c === '\\' && (next === '\\' || next === '|')) {
      current += next;
      i++;
    } else if (c === '|') {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** A picture as `flag:<code>` (the only kind the builder has). */
export function mediaCell(media: BuilderQuestion['media']): string {
  return media ? `${media.kind}:${media.code}` : '';
}

export function parseMediaCell(cell: string): BuilderQuestion['media'] | undefined {
  if (cell === '') return null;
  const match = /^flag:(.+)$/.exec(cell);
  return match ? { kind: 'flag', code: match[1] ?? '' } : undefined;
}
