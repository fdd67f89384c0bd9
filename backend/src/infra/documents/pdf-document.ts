import PDFDocument from 'pdfkit';
import { SITE_NAME } from '@trivia/contracts';
import { BOLD, documentFonts, REGULAR } from './document-fonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

export const PAGE_MARGIN = 50;
export const INK = '#111111';
export const MUTED = '#555555';

export interface PdfDocumentOptions {
  title: string;
  subject: string;
  /** The document's date: stamped as its creation and modification date instead of the clock. */
  date: Date;
  author?: string;
  /** Default PAGE_MARGIN. */
  margin?: number;
}

/**
 * An A4 document whose bytes depend on what it is given alone. pdfkit stamps CreationDate with the clock and
 * makes the trailer's document ID from an MD5 of the info dictionary (`PDFSecurity.generateFileID`), so fixing
 * every info entry, dates included, fixes the ID too. Font subset tags come from the fonts' order of use. Pages
 * are buffered so `finishPdf` can write page footers once the page count is known.
 */
export function openPdf(options: PdfDocumentOptions): { doc: PdfDoc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author ?? SITE_NAME,
      Subject: options.subject,
      Creator: SITE_NAME,
      Producer: 'PDFKit',
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const fonts = documentFonts();
  doc.registerFont(REGULAR, fonts[REGULAR]);
  doc.registerFont(BOLD, fonts[BOLD]);
  // Chosen by its registered name only: pdfkit caches a font per name, and opening one by object instead would
  // compare the two fonts' name tables (JSON) on every switch.
  doc.font(REGULAR).fillColor(INK);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The usable width between the margins. */
export const contentWidth = (doc: PdfDoc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when fewer than `height` points are left, so a block is never split from its heading. */
export function keepTogether(doc: PdfDoc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * Writes `footer(page, count)` ("Title · page 2 of 7") at the foot of every page when given, then closes the
 * document; resolves to its bytes.
 */
export function finishPdf(
  doc: PdfDoc,
  done: Promise<Buffer>,
  footer?: (page: number, count: number) => string,
): Promise<Buffer> {
  if (footer) {
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const bottom = doc.page.margins.bottom;
      // Writing inside the bottom margin would make pdfkit add a page: lift the margin while the footer is drawn.
      doc.page.margins.bottom = 0;
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(footer(index + 1, count), doc.page.margins.left, doc.page.height - 30, {
          width: contentWidth(doc),
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
  }
  doc.end();
  return done;
}
