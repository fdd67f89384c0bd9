import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula. papaparse's own `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`,
 * whose `.*$` fails on a cell with a line break, so "=HYPERLINK(…)\n…" would pass unescaped: test the first
 * character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as the machine's code page unless it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A CSV a spreadsheet opens safely: UTF-8 with a byte order mark, Windows line ends, and every cell that would
 * start a formula (= + - @, tab, CR) behind a leading quote. The same rows always give the same bytes. A format
 * read back in (the builder's) passes its own `escapeFormulae`, so that a cell already starting with a quote stays
 * apart from an escaped one.
 */
export function buildSafeCsvText(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  escapeFormulae: RegExp = FORMULA_START,
): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae, newline: '\r\n', quotes: false },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}

export function buildSafeCsv(fields: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(buildSafeCsvText(fields, rows), 'utf8');
}
