/** Generated documents (pack sheets, receipts, session reports): one place for fonts, PDFs and safe CSVs. */
export { BOLD, REGULAR } from './document-fonts';
export {
  contentWidth,
  finishPdf,
  INK,
  keepTogether,
  MUTED,
  openPdf,
  PAGE_MARGIN,
  type PdfDoc,
  type PdfDocumentOptions,
} from './pdf-document';
export { buildSafeCsv, buildSafeCsvText, CSV_CONTENT_TYPE, FORMULA_START } from './safe-csv';
