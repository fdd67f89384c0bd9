import { BUILDER_LIMITS, builderQuestionSchema, type BuilderQuestion } from '@trivia/contracts';
import { checkQuestionText, hasMarkup, type QuestionTextInput } from '../../question-bank/qc';
import {
  columnOfPath,
  OPTION_COLUMNS,
  parseMediaCell,
  QUESTION_COLUMNS,
  splitAlternatives,
} from './builder-csv-format';

/** A problem in one row: the column it is in (null for the row as a whole) and what to fix. */
export interface RowProblem {
  field: string | null;
  message: string;
}

export interface QuestionRow {
  /** Null when the row is bad, or names a round and no question (how an empty round is written). */
  question: BuilderQuestion | null;
  roundOnly: boolean;
  problems: RowProblem[];
}

/** The schema's wording where it would name the library's rules rather than the cell ("Invalid option: …"). */
const COLUMN_MESSAGES: Readonly<Record<string, string>> = {
  type: 'The type is text, multiple_choice or true_false.',
  category: 'Not a category id: see the list of categories in the README (for example "science").',
  difficulty: 'The difficulty is easy, medium or hard.',
  origin: 'The origin is "own" or "bank", or blank for your own question.',
  id: 'The id uses letters, digits and : _ . - only (80 at most), or is left blank.',
  media: 'The media is a flag written as flag:<code>, such as flag:gb, or blank.',
  source: 'The source is too long: 300 characters at most.',
  as_of: 'The "as of" date is too long: 20 characters at most.',
};

export const MARKUP_MESSAGE = 'Remove the HTML: plain text only.';

const ALTERNATIVES_MESSAGE = `At most ${BUILDER_LIMITS.aliases.max} alternatives.`;

/** Each alternative's own problem names which one ("Alternative 3: …"); the list's problem stands alone. */
function problemAt(path: readonly PropertyKey[], message: string): RowProblem {
  const field = columnOfPath(path.join('.'));
  if (field === 'alternatives') {
    const index = path[1];
    return {
      field,
      message: typeof index === 'number' ? `Alternative ${index + 1}: ${message}` : ALTERNATIVES_MESSAGE,
    };
  }
  return { field, message: (field && COLUMN_MESSAGES[field]) ?? message };
}

function inputOf(cell: (column: string) => string, newId: () => string) {
  const options = OPTION_COLUMNS.map(cell).filter((option) => option.trim() !== '');
  // Spreadsheet users write "Multiple choice" or "Hard": the fixed words are read without case, spaces or hyphens.
  const word = (column: string) => cell(column).trim().toLowerCase();
  const type = word('type').replace(/[\s-]+/g, '_');
  const media = parseMediaCell(cell('media').trim());
  return {
    id: cell('id').trim() || newId(),
    origin: word('origin') || 'own',
    type,
    category: word('category'),
    difficulty: word('difficulty'),
    prompt: cell('question'),
    answer: cell('answer'),
    aliases: splitAlternatives(cell('alternatives')),
    // True or false always has the same two options: a hand-written file may leave them out.
    options: options.length > 0 ? options : type === 'true_false' ? ['True', 'False'] : null,
    source: cell('source') === '' ? null : cell('source'),
    asOf: cell('as_of') === '' ? null : cell('as_of'),
    // An unreadable media cell becomes a flag with no code, which the schema refuses with the media column's message.
    media: media === undefined ? { kind: 'flag', code: '' } : media,
  };
}

const TYPES: readonly string[] = ['text', 'multiple_choice', 'true_false'];

/**
 * One row as a builder question: the contract's schema first (its messages), then the bank's QC, which names what
 * the schema cannot see (markup, spelling, options, giveaways). A column the schema already faulted is not
 * faulted twice.
 */
export function readQuestionRow(cell: (column: string) => string, newId: () => string): QuestionRow {
  if (QUESTION_COLUMNS.every((column) => cell(column).trim() === '')) {
    return { question: null, roundOnly: true, problems: [] };
  }
  const input = inputOf(cell, newId);
  const parsed = builderQuestionSchema.safeParse(input);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => problemAt(issue.path, issue.message));
  for (const [column, value] of [
    ['source', input.source],
    ['as_of', input.asOf],
  ] as const) {
    if (value !== null && hasMarkup(value)) problems.push({ field: column, message: MARKUP_MESSAGE });
  }
  if (input.origin === 'bank' && cell('id').trim() === '') {
    problems.push({
      field: 'id',
      message: 'A question from the bank keeps its id: give it, or make the origin "own".',
    });
  }
  // Without a known type the options mean nothing yet, but the text is still checked (markup, length, spelling).
  const qcInput = TYPES.includes(input.type) ? input : { ...input, type: 'text', options: null };
  const faulted = new Set(problems.map((p) => p.field));
  const qc = checkQuestionText(qcInput as QuestionTextInput).map((p) =>
    problemAt(p.path.split('.').map(indexOrKey), p.message),
  );
  problems.push(...qc.filter((p) => !faulted.has(p.field)));
  const unique = problems.filter(
    (p, i) => problems.findIndex((q) => q.field === p.field && q.message === p.message) === i,
  );
  return { question: parsed.success && unique.length === 0 ? parsed.data : null, roundOnly: false, problems: unique };
}

const indexOrKey = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part);
