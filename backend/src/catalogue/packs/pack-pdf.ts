import { finishPdf, openPdf, type PdfDoc } from '../../infra/documents';
import type { PackQuiz } from './pack-content';

export {
  BOLD,
  contentWidth,
  drawQrCode,
  INK,
  keepTogether,
  MUTED,
  PAGE_MARGIN,
  type PdfDoc,
  REGULAR,
} from '../../infra/documents';

/** A pack's A4 document: its bytes depend on the quiz alone (dated by its publication, not the clock). */
export function openPackPdf(quiz: PackQuiz, subject: string): { doc: PdfDoc; done: Promise<Buffer> } {
  return openPdf({ title: `${quiz.title}: ${subject}`, subject, date: quiz.publishedAt });
}

/** "Quiz title · page 2 of 7" at the foot of every page, then the document is closed. */
export function finishPackPdf(doc: PdfDoc, quiz: PackQuiz, done: Promise<Buffer>): Promise<Buffer> {
  return finishPdf(doc, done, (page, count) => `${quiz.title} · page ${page} of ${count}`);
}
