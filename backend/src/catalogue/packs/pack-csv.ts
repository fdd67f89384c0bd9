import Papa from 'papaparse';
import { flagPath, type PackQuiz } from './pack-content';

/** The columns, in order: one row per question. */
export const PACK_CSV_COLUMNS = [
  'round',
  'round_title',
  'number',
  'type',
  'question',
  'answer',
  'accepted_answers',
  'options',
  'category',
  'difficulty',
  'source',
  'as_of',
  'image',
] as const;

/**
 * Cells a spreadsheet would run as a formula. papaparse's own `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`,
 * whose `.*$` fails on a cell with a line break, so "=HYPERLINK(…)\n…" would pass unescaped: test the first
 * character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as the machine's code page unless it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * Every question as a spreadsheet row. Lists (accepted answers, options) are joined with " | ". Cells starting
 * with = + - @ (or tab, CR) get a leading quote so a spreadsheet never runs them. `publicUrl` makes picture addresses absolute; the same quiz and address always give the same bytes.
 */
export function buildPackCsv(quiz: PackQuiz, publicUrl = ''): Buffer {
  const rows = quiz.rounds.flatMap((round, roundIndex) =>
    round.questions.map((question, index) => [
      String(roundIndex + 1),
      round.title,
      String(index + 1),
      question.type,
      question.prompt,
      question.answer,
      question.aliases.join(' | '),
      (question.options ?? []).join(' | '),
      question.category,
      question.difficulty,
      question.source,
      question.asOf,
      question.media?.kind === 'flag' ? `${publicUrl}${flagPath(question.media.code)}` : '',
    ]),
  );
  const csv = Papa.unparse(
    { fields: [...PACK_CSV_COLUMNS], data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  );
  return Buffer.from(`${UTF8_BOM}${csv}\r\n`, 'utf8');
}
