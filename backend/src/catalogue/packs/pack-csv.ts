import { buildSafeCsv } from '../../infra/documents';
import { flagPath, type PackQuiz } from './pack-content';

/** The columns, in order: one row per question. */
export const PACK_CSV_COLUMNS = [
  'round',
  'round_title',
  'number',
  'type',
  'question',
  'answer',
  'accepted_answers',
  'options',
  'category',
  'difficulty',
  'source',
  'as_of',
  'image',
] as const;

/**
 * Every question as a spreadsheet row (made safe to open by the shared CSV writer). Lists (accepted answers,
 * options) are joined with " | ". `publicUrl` makes picture addresses absolute; the same quiz and address always
 * give the same bytes.
 */
export function buildPackCsv(quiz: PackQuiz, publicUrl = ''): Buffer {
  const rows = quiz.rounds.flatMap((round, roundIndex) =>
    round.questions.map((question, index) => [
      String(roundIndex + 1),
      round.title,
      String(index + 1),
      question.type,
      question.prompt,
      question.answer,
      question.aliases.join(' | '),
      (question.options ?? []).join(' | '),
      question.category,
      question.difficulty,
      question.source,
      question.asOf,
      question.media?.kind === 'flag' ? `${publicUrl}${flagPath(question.media.code)}` : '',
    ]),
  );
  return buildSafeCsv(PACK_CSV_COLUMNS, rows);
}
