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
  REGULAR,
} from './pack-pdf';

const NUMBER_WIDTH = 26;

/** Answers only, round by round: for a second marker, or to read out at the end. */
export function buildAnswersPdf(quiz: PackQuiz): Promise<Buffer> {
  const { doc, done } = openPackPdf(quiz, 'Answers');
  const width = contentWidth(doc) - NUMBER_WIDTH;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(`Answers: ${quiz.title}`);
  doc.moveDown(0.5);
  quiz.rounds.forEach((round, index) => {
    keepTogether(doc, 80);
    doc.moveDown(0.6);
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(INK)
      .text(`Round ${index + 1}: ${round.title}`, PAGE_MARGIN, doc.y);
    doc.moveDown(0.2);
    round.questions.forEach((question, n) => {
      doc.font(REGULAR).fontSize(11);
      keepTogether(doc, doc.heightOfString(question.answer, { width }) + 4);
      const top = doc.y;
      doc.fillColor(MUTED).text(`${n + 1}.`, PAGE_MARGIN, top, { width: NUMBER_WIDTH, lineBreak: false });
      doc.fillColor(INK).text(question.answer, PAGE_MARGIN + NUMBER_WIDTH, top, { width });
      doc.moveDown(0.15);
    });
  });
  return finishPackPdf(doc, quiz, done);
}
