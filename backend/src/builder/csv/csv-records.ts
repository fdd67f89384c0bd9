import { CsvError, parse } from 'csv-parse/sync';

/** One CSV record and the file line it starts on (a quoted cell may run over several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvReadResult {
  records: CsvRecord[];
  /** Why reading stopped early, at the line of the record it could not read. */
  error: { line: number; message: string } | null;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** Line breaks inside a record's raw text, its own ending left out. */
function innerLineBreaks(raw: string): number {
  return raw.replace(/(\r\n|\r|\n)$/, '').match(LINE_BREAK)?.length ?? 0;
}

function readError(error: unknown): string {
  const code = error instanceof CsvError ? error.code : null;
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'A quoted cell is never closed: check for a missing quote mark (").';
  if (code === 'CSV_INVALID_CLOSING_QUOTE') {
    return 'A quote mark inside a quoted cell must be doubled (""), and nothing may follow the closing one.';
  }
  return 'This part of the file could not be read as CSV.';
}

/**
 * Every record with the line it starts on. csv-parse's own line count runs ahead after a quoted cell holding a
 * Windows line break, so lines are counted here from each record's raw text. Empty lines are kept as records
 * (and skipped later) so that every line is accounted for.
 */
export function readCsvRecords(text: string): CsvReadResult {
  const records: CsvRecord[] = [];
  let line = 1;
  try {
    parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // With `raw`, each record arrives as { record, raw } (csv-parse's types do not say so) and the context
      // carries the raw text too.
      on_record: (value, context) => {
        records.push({ line, cells: (value as unknown as { record: string[] }).record });
        line += 1 + innerLineBreaks(context.raw ?? '');
        return null;
      },
    });
    return { records, error: null };
  } catch (error) {
    return { records, error: { line, message: readError(error) } };
  }
}
