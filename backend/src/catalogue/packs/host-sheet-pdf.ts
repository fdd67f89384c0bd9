import { ukLongDate } from '@trivia/contracts';
import { drawFlagForm, FLAG_BOX as FLAG } from './flag-form';
import { archetypeName, optionLabel, type PackQuestion, type PackQuiz, questionCount } from './pack-content';
import {
  BOLD,
  contentWidth,
  drawQrCode,
  finishPackPdf,
  INK,
  keepTogether,
  MUTED,
  openPackPdf,
  PAGE_MARGIN,
  type PdfDoc,
  REGULAR,
} from './pack-pdf';

const INDENT = 22;
const QR_SIZE = 84;

/** Where a round's QR code leads: the live session set-up with this quiz and only this round, scored on phones. */
export const liveRoundUrl = (publicUrl: string, slug: string, round: number) =>
  `${publicUrl}/arena/host-session?quiz=${encodeURIComponent(slug)}&round=${round}`;

/**
 * The host's copy: a title page, then each round with its questions, answers, alternatives and sources. With the
 * site's address, each round carries a QR code the host scans to run that round live, players answering on their
 * phones and the scores kept for them.
 */
export function buildHostSheetPdf(quiz: PackQuiz, options: { publicUrl?: string } = {}): Promise<Buffer> {
  const { doc, done } = openPackPdf(quiz, 'Host sheet');
  titlePage(doc, quiz);
  quiz.rounds.forEach((round, index) => {
    doc.addPage();
    const top = doc.y;
    const qr = options.publicUrl !== undefined;
    const width = contentWidth(doc) - (qr ? QR_SIZE + 16 : 0);
    doc
      .font(BOLD)
      .fontSize(18)
      .fillColor(INK)
      .text(`Round ${index + 1}: ${round.title}`, PAGE_MARGIN, top, { width });
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`${round.questions.length} questions`, { width });
    if (qr) liveRoundCode(doc, liveRoundUrl(options.publicUrl ?? '', quiz.slug, index + 1), top, width);
    doc.moveDown(0.8);
    round.questions.forEach((question, n) => questionBlock(doc, n + 1, question));
  });
  return finishPackPdf(doc, quiz, done);
}

/** The round's QR code at the top right, and what it is for beside the round's title. */
function liveRoundCode(doc: PdfDoc, url: string, top: number, width: number): void {
  const x = PAGE_MARGIN + width + 16;
  drawQrCode(doc, url, x, top - 6, QR_SIZE);
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Score this round live: scan the code to open it as a session players answer on their phones.',
      PAGE_MARGIN,
      doc.y + 4,
      {
        width,
      },
    );
  doc.y = Math.max(doc.y, top - 6 + QR_SIZE + 4);
  doc.x = PAGE_MARGIN;
}

function titlePage(doc: PdfDoc, quiz: PackQuiz): void {
  const width = contentWidth(doc);
  doc.moveDown(6);
  doc.font(BOLD).fontSize(26).fillColor(INK).text(quiz.title, { width, align: 'center' });
  doc.moveDown(0.5);
  doc
    .font(REGULAR)
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${archetypeName(quiz.archetype)} · ${quiz.difficulty} · ${questionCount(quiz)} questions`, {
      width,
      align: 'center',
    })
    .text(`Published ${ukLongDate(quiz.publishedAt)}`, { width, align: 'center' });
  doc.moveDown(2);
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text('Rounds', PAGE_MARGIN + 60);
  doc.moveDown(0.3);
  quiz.rounds.forEach((round, index) => {
    doc
      .font(REGULAR)
      .fontSize(12)
      .text(`${index + 1}. ${round.title} (${round.questions.length} questions)`, PAGE_MARGIN + 60);
  });
  doc.moveDown(2);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      'Answers are in bold; "Also accept" lists other answers to mark right. Each fact shows its source and the ' +
        'date it was last checked true.',
      PAGE_MARGIN + 60,
      doc.y,
      { width: width - 120 },
    );
}

function questionBlock(doc: PdfDoc, number: number, question: PackQuestion): void {
  const width = contentWidth(doc) - INDENT;
  const left = PAGE_MARGIN;
  doc.font(BOLD).fontSize(11);
  const promptHeight = doc.heightOfString(question.prompt, { width });
  keepTogether(doc, promptHeight + (question.media ? FLAG.height + 10 : 0) + 60);

  const top = doc.y;
  doc.fillColor(INK).text(`${number}.`, left, top, { width: INDENT, lineBreak: false });
  doc.text(question.prompt, left + INDENT, top, { width });
  if (question.media?.kind === 'flag') drawFlag(doc, question.media.code, left + INDENT);

  doc.font(REGULAR).fontSize(10);
  if (question.type === 'true_false') doc.fillColor(MUTED).text('True or false?', left + INDENT, doc.y, { width });
  else if (question.options?.length) {
    const options = question.options.map((option, index) => optionLabel(index, option)).join('     ');
    doc.fillColor(MUTED).text(options, left + INDENT, doc.y, { width });
  }
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('#0b5d1e')
    .text(`Answer: ${question.answer}`, left + INDENT, doc.y, { width });
  if (question.aliases.length) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(`Also accept: ${question.aliases.join('; ')}`, left + INDENT, doc.y, { width });
  }
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`Source: ${question.source} · true as of ${question.asOf}`, left + INDENT, doc.y, { width });
  doc.fillColor(INK).moveDown(0.7);
}

/** The flag itself (a picture round shows it), framed so a white flag (Japan's field) has an edge. */
function drawFlag(doc: PdfDoc, code: string, x: number): void {
  const y = doc.y + 4;
  if (drawFlagForm(doc, code, x, y)) {
    doc.lineWidth(0.5).strokeColor(MUTED).rect(x, y, FLAG.width, FLAG.height).stroke();
  } else {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`[flag ${code} not available]`, x, y);
  }
  doc.x = x;
  doc.y = y + FLAG.height + 6;
}
