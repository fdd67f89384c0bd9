import type { PackQuiz } from './pack-content';
import {
  BOLD,
  contentWidth,
  finishPackPdf,
  INK,
  keepTogether,
  MUTED,
  openPackPdf,
  PAGE_MARGIN,
  type PdfDoc,
  REGULAR,
} from './pack-pdf';

const LINE_GAP = 24;
const TOTAL_BOX = { width: 70, height: 26 };

/** The teams' sheet: a team name line, numbered blank lines per round, a box for each round's total and the sum. */
export function buildAnswerSheetPdf(quiz: PackQuiz): Promise<Buffer> {
  const { doc, done } = openPackPdf(quiz, 'Team answer sheet');
  const width = contentWidth(doc);
  const right = PAGE_MARGIN + width;
  doc.font(BOLD).fontSize(18).fillColor(INK).text(quiz.title);
  doc.moveDown(0.8);
  const nameY = doc.y;
  doc
    .font(REGULAR)
    .fontSize(12)
    .text('Team name:', PAGE_MARGIN, nameY + 6, { lineBreak: false });
  rule(doc, PAGE_MARGIN + 80, right, nameY + 20);
  doc.y = nameY + 36;

  quiz.rounds.forEach((round, index) => {
    keepTogether(doc, 40 + Math.min(round.questions.length, 5) * LINE_GAP);
    doc.moveDown(0.6);
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(INK)
      .text(`Round ${index + 1}: ${round.title}`, PAGE_MARGIN, doc.y);
    doc.moveDown(0.3);
    round.questions.forEach((_question, n) => {
      keepTogether(doc, LINE_GAP);
      const y = doc.y;
      doc
        .font(REGULAR)
        .fontSize(11)
        .fillColor(MUTED)
        .text(`${n + 1}.`, PAGE_MARGIN, y + 8, { width: 24, lineBreak: false });
      rule(doc, PAGE_MARGIN + 26, right, y + 20);
      doc.y = y + LINE_GAP;
    });
    keepTogether(doc, TOTAL_BOX.height + 8);
    totalBox(doc, `Round ${index + 1} total`, right);
  });

  keepTogether(doc, 40 + quiz.rounds.length * 18);
  doc.moveDown(1.2);
  doc.font(BOLD).fontSize(13).fillColor(INK).text('Scores', PAGE_MARGIN, doc.y);
  quiz.rounds.forEach((round, index) => {
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`Round ${index + 1}: ${round.title}  ____`, PAGE_MARGIN, doc.y + 4);
  });
  doc.moveDown(0.5);
  totalBox(doc, 'Grand total', right);
  return finishPackPdf(doc, quiz, done);
}

function rule(doc: PdfDoc, from: number, to: number, y: number): void {
  doc.lineWidth(0.6).strokeColor(MUTED).moveTo(from, y).lineTo(to, y).stroke();
}

function totalBox(doc: PdfDoc, label: string, right: number): void {
  const y = doc.y + 4;
  const x = right - TOTAL_BOX.width;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(label, x - 160, y + 8, { width: 150, align: 'right', lineBreak: false });
  doc.lineWidth(1).strokeColor(INK).rect(x, y, TOTAL_BOX.width, TOTAL_BOX.height).stroke();
  doc.x = PAGE_MARGIN;
  doc.y = y + TOTAL_BOX.height + 4;
}
