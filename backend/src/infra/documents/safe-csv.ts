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
 * start a formula (= + - @, tab, CR) behind a leading quote. The same rows always give the same bytes.
 */
export function buildSafeCsv(fields: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const csv = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  );
  return Buffer.from(`${UTF8_BOM}${csv}\r\n`, 'utf8');
}
