import { randomUUID } from 'node:crypto';
import { BUILDER_CSV_VERSION, type BuilderContent, type BuilderQuestion } from '@trivia/contracts';
import { buildSafeCsvText } from '../../infra/documents';
import {
  BUILDER_CSV_COLUMNS,
  joinAlternatives,
  mediaCell,
  NEEDS_FORMULA_ESCAPE,
  OPTION_COLUMNS,
  REQUIRED_COLUMNS,
  unescapeFormula,
} from './builder-csv-format';
import { assembleDraft, type ReadRow } from './csv-draft-assembly';
import { readQuestionRow } from './csv-question-row';
import { readCsvRecords, type CsvRecord } from './csv-records';

export { BUILDER_CSV_COLUMNS } from './builder-csv-format';

/** A problem with an imported file: the file line it is on, the column (null for a whole row or file) and why. */
export interface BuilderCsvProblem {
  line: number;
  field: string | null;
  message: string;
}

export interface BuilderCsvImport {
  /** The quiz, only when the whole file is clean. */
  content: BuilderContent | null;
  /** Rows read (blank lines left out). */
  rows: number;
  problems: BuilderCsvProblem[];
  /** The good rows only, for "skip the bad rows"; null when nothing can be imported (a bad header or title). */
  good: BuilderContent | null;
}

export interface BuilderCsvImportOptions {
  /** A title chosen on import wins over the file's. */
  title?: string;
  /** Makes ids for rows without one (own questions); `own-<uuid>` unless a test needs them fixed. */
  newId?: () => string;
}

const BLANK_QUESTION: readonly string[] = Array.from({ length: BUILDER_CSV_COLUMNS.length - 4 }, () => '');

function questionCells(question: BuilderQuestion): string[] {
  const options = question.options ?? [];
  return [
    question.type,
    question.category,
    question.difficulty,
    question.prompt,
    question.answer,
    joinAlternatives(question.aliases),
    ...OPTION_COLUMNS.map((_, i) => options[i] ?? ''),
    question.source ?? '',
    question.asOf ?? '',
    mediaCell(question.media),
    question.id,
    question.origin,
  ];
}

/**
 * The builder CSV of a draft (schema version BUILDER_CSV_VERSION): a row per question in round order, and a row
 * with only the round's columns for a round that has no questions yet. The same content always gives the same
 * bytes, and csvToDraft reads them back to the same content.
 */
export function draftToCsv(content: BuilderContent): string {
  const rows = content.rounds.flatMap((round, r) => {
    const roundCells = [String(BUILDER_CSV_VERSION), content.title, String(r + 1), round.title];
    if (round.questions.length === 0) return [[...roundCells, ...BLANK_QUESTION]];
    return round.questions.map((question) => [...roundCells, ...questionCells(question)]);
  });
  return buildSafeCsvText(BUILDER_CSV_COLUMNS, rows, NEEDS_FORMULA_ESCAPE);
}

/** The header's problems: every required column present, no column unknown or twice. */
function headerProblems(header: readonly string[]): BuilderCsvProblem[] {
  const problems: BuilderCsvProblem[] = [];
  const known: readonly string[] = BUILDER_CSV_COLUMNS;
  header.forEach((column, i) => {
    if (!known.includes(column)) {
      problems.push({ line: 1, field: column || null, message: `Unknown column "${column}" (column ${i + 1}).` });
    } else if (header.indexOf(column) !== i) {
      problems.push({ line: 1, field: column, message: `The column "${column}" appears twice.` });
    }
  });
  for (const column of REQUIRED_COLUMNS.filter((c) => !header.includes(c))) {
    problems.push({ line: 1, field: column, message: `The column "${column}" is missing.` });
  }
  return problems;
}

const normaliseHeader = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');
const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/**
 * Reads a builder CSV. Every bad row is reported with its file line, column and why (the contract's schema, then
 * the bank's QC); `content` is set only when the whole file is clean, `good` holds the good rows for a member who
 * chooses to skip the bad ones. A bad header, an unsupported schema version or a file that cannot be read gives
 * neither.
 */
export function csvToDraft(text: string, options: BuilderCsvImportOptions = {}): BuilderCsvImport {
  const newId = options.newId ?? (() => `own-${randomUUID()}`);
  const { records, error } = readCsvRecords(text);
  const [headerRecord, ...dataRecords] = records;
  const data = dataRecords.filter((record) => !isBlank(record));
  const nothing = (problems: BuilderCsvProblem[]) => ({ content: null, rows: data.length, problems, good: null });
  if (!headerRecord) return nothing([{ line: 1, field: null, message: error?.message ?? 'The file is empty.' }]);
  const header = headerRecord.cells.map(normaliseHeader);
  const badHeader = headerProblems(header);
  if (badHeader.length > 0) return nothing(badHeader);
  const version = (record: CsvRecord) => record.cells[header.indexOf('schema_version')]?.trim() ?? '';
  const first = data[0];
  if (first && version(first) !== String(BUILDER_CSV_VERSION)) {
    const message = `This file is schema version "${version(first)}"; this site reads version ${BUILDER_CSV_VERSION}.`;
    return nothing([{ line: first.line, field: 'schema_version', message }]);
  }

  const rows: ReadRow[] = data.map((record) => {
    const cell = (column: string) => {
      const at = header.indexOf(column);
      return at < 0 ? '' : unescapeFormula(record.cells[at] ?? '');
    };
    const row = readQuestionRow(cell, newId);
    const problems = [...row.problems];
    if (version(record) !== String(BUILDER_CSV_VERSION)) {
      problems.unshift({ field: 'schema_version', message: `Every row is schema version ${BUILDER_CSV_VERSION}.` });
    }
    if (record.cells.slice(header.length).some((extra) => extra.trim() !== '')) {
      problems.push({ field: null, message: 'This row has more cells than the header: check for an unquoted comma.' });
    }
    return { line: record.line, cell, ...row, problems };
  });
  const assembled = assembleDraft(rows, options.title);
  const problems = [...assembled.problems];
  if (error) problems.push({ line: error.line, field: null, message: error.message });
  if (data.length === 0 && !error) problems.push({ line: 1, field: null, message: 'The file has no questions.' });
  problems.sort((a, b) => a.line - b.line);
  const good = error ? null : assembled.good;
  return { content: problems.length === 0 ? good : null, rows: data.length, problems, good };
}
