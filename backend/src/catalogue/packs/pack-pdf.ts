import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { PackQuiz } from './pack-content';

/** Bundled with the app (no system fonts in a slim image): DejaVu Sans has £ and every accent a quiz prints. */
const FONTS_DIR = resolve(__dirname, '../../../assets/fonts');
export const REGULAR = 'regular';
export const BOLD = 'bold';

/**
 * Parsed once per process: pdfkit otherwise reads and decodes each TTF for every document (most of a pack's
 * build time). A fontkit font is read-only once parsed and pdfkit subsets it per document, so sharing is safe.
 */
let fonts: Record<typeof REGULAR | typeof BOLD, PDFKit.Mixins.PDFFontSource> | null = null;
function packFonts() {
  const load = (file: string) =>
    fontkit.create(readFileSync(join(FONTS_DIR, file))) as unknown as PDFKit.Mixins.PDFFontSource;
  fonts ??= { [REGULAR]: load('DejaVuSans.ttf'), [BOLD]: load('DejaVuSans-Bold.ttf') };
  return fonts;
}

export const PAGE_MARGIN = 50;
export const INK = '#111111';
export const MUTED = '#555555';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * An A4 document whose bytes depend on the quiz alone. pdfkit stamps CreationDate with the clock and makes the
 * trailer's document ID from an MD5 of the info dictionary (`PDFSecurity.generateFileID`), so fixing every info
 * entry, dates included, from the quiz fixes the ID too. Font subset tags come from the font's order of use.
 */
export function openPackPdf(quiz: PackQuiz, subject: string): { doc: PdfDoc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `${quiz.title}: ${subject}`,
      Author: 'Trivia Platform',
      Subject: subject,
      Creator: 'Trivia Platform',
      Producer: 'PDFKit',
      CreationDate: quiz.publishedAt,
      ModDate: quiz.publishedAt,
    },
  });
  doc.registerFont(REGULAR, packFonts()[REGULAR]);
  doc.registerFont(BOLD, packFonts()[BOLD]);
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

/** "Quiz title · page 2 of 7" at the foot of every page, then the document is closed. */
export function finishPackPdf(doc: PdfDoc, quiz: PackQuiz, done: Promise<Buffer>): Promise<Buffer> {
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
      .text(`${quiz.title} · page ${index + 1} of ${count}`, PAGE_MARGIN, doc.page.height - 30, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
