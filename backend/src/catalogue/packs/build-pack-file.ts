import type { PackFileType } from '@trivia/contracts';
import { buildAnswerSheetPdf } from './answer-sheet-pdf';
import { buildAnswersPdf } from './answers-pdf';
import { buildHostSheetPdf } from './host-sheet-pdf';
import { type BuiltPackFile, PACK_FILE_FORMATS, type PackQuiz } from './pack-content';
import { buildPackCsv } from './pack-csv';

export interface PackBuildOptions {
  /** The site's address, for absolute picture links in the CSV. */
  publicUrl?: string;
}

/** One file of a quiz's pack: pure, so the same quiz (and site address) always gives the same bytes. */
export async function buildPackFile(
  quiz: PackQuiz,
  type: PackFileType,
  options: PackBuildOptions = {},
): Promise<BuiltPackFile> {
  const bytes = await BUILDERS[type](quiz, options);
  return { bytes, ...PACK_FILE_FORMATS[type] };
}

const BUILDERS: Record<PackFileType, (quiz: PackQuiz, options: PackBuildOptions) => Promise<Buffer>> = {
  'host-sheet': buildHostSheetPdf,
  answers: buildAnswersPdf,
  'answer-sheet': buildAnswerSheetPdf,
  csv: async (quiz, { publicUrl }) => buildPackCsv(quiz, publicUrl),
};
