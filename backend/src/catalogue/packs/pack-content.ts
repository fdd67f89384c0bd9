import { ARCHETYPES, type ArchetypeId, type PackFileType, type QuizDifficulty } from '@trivia/contracts';
import { CSV_CONTENT_TYPE } from '../../infra/documents';

/** A picture question's image: a flag from flag-icons by its code (`fr`, `gb-wls`). */
export interface PackMedia {
  kind: 'flag';
  code: string;
}

/** One question as every pack file prints it: everything a host needs, nothing the bank keeps for itself. */
export interface PackQuestion {
  type: 'multiple_choice' | 'text' | 'true_false';
  prompt: string;
  answer: string;
  /** Other answers to accept when marking. */
  aliases: readonly string[];
  options: readonly string[] | null;
  /** The category's display name ("Film & TV"). */
  category: string;
  difficulty: string;
  source: string;
  /** When the fact was last checked true ("true as of"). */
  asOf: string;
  media: PackMedia | null;
}

export interface PackRound {
  title: string;
  questions: readonly PackQuestion[];
}

/** A quiz with its questions read from the bank: the whole input of every builder. */
export interface PackQuiz {
  slug: string;
  title: string;
  archetype: ArchetypeId;
  difficulty: QuizDifficulty;
  /** Also each PDF's creation and modification date, so the same quiz always gives the same bytes. */
  publishedAt: Date;
  rounds: readonly PackRound[];
}

/**
 * The layout of the pack files: raise it when a builder's output changes (2: the host sheet's QR code per round), so
 * files stored with an older layout are built again on their next download.
 */
export const PACK_FILE_FORMAT = 2;

export interface BuiltPackFile {
  bytes: Buffer;
  contentType: string;
  extension: 'pdf' | 'csv';
}

export const PACK_FILE_FORMATS: Record<PackFileType, Pick<BuiltPackFile, 'contentType' | 'extension'>> = {
  'host-sheet': { contentType: 'application/pdf', extension: 'pdf' },
  answers: { contentType: 'application/pdf', extension: 'pdf' },
  'answer-sheet': { contentType: 'application/pdf', extension: 'pdf' },
  csv: { contentType: CSV_CONTENT_TYPE, extension: 'csv' },
};

/** What the member's browser saves the file as: `<slug>-<type>.<ext>`. */
export const packFileName = (slug: string, type: PackFileType) =>
  `${slug}-${type}.${PACK_FILE_FORMATS[type].extension}`;

/** A date as British readers write it: "26 November 2026", on the UK calendar. */

export const archetypeName = (archetype: ArchetypeId) => ARCHETYPES[archetype].name;

export const questionCount = (quiz: PackQuiz) => quiz.rounds.reduce((sum, round) => sum + round.questions.length, 0);

/** Multiple-choice options as a host reads them out: "A. Paris". */
export const optionLabel = (index: number, option: string) => `${String.fromCharCode(65 + index)}. ${option}`;

/** The pictures a flag question shows, as a public address for the CSV (the PDFs draw the flag itself). */
export const flagPath = (code: string) => `/api/catalogue/flags/${code}.svg`;
