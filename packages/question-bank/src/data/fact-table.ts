import type { CategoryId, Curriculum, Difficulty, Season } from '../types.js';

type Level = 'e' | 'm' | 'h';

/** [subject, answer, level, aliases?, alsoRight?]: compact rows so the tables stay readable. */
export type Row = readonly [string, string, Level, (readonly string[])?, (readonly string[])?];

export interface FactTable {
  /** Also the template id. */
  id: string;
  /** Stated on each question as `fact-table:<name>`. */
  name: string;
  category: CategoryId;
  /**
   * The source every row was checked against: a reference book, an official list or a page with its address
   * ("Premier League handbook 2025/26; premierleague.com/clubs"). Never another quiz's questions.
   */
  note: string;
  /** The date every row is true as of (YYYY-MM-DD). */
  asOf: string;
  /** Subjects are names or titles: their words count as proper nouns for the spelling check. */
  namedSubjects?: boolean;
  /** Words the British dictionary lacks that are right here (names, technical terms), for the spelling check. */
  words?: readonly string[];
  /** The GCSE / A-level subject and levels these facts fit. */
  curriculum?: Curriculum;
  /** The answers are people: typed answers are marked as names (titles ignored, middle names optional). */
  answerKind?: 'person';
  /**
   * This table asks another table's facts the other way round (country of a capital): its questions share that
   * table's fact keys, `<mirrorOf>:<answer>`, so a quiz never asks both and the bank counts the fact once.
   */
  mirrorOf?: string;
  /**
   * This table asks another table's facts by the same subjects (the song of a year's Christmas number one beside
   * its act): its questions share that table's fact keys, `<sharesFactsWith>:<subject>`.
   */
  sharesFactsWith?: string;
  text?: (subject: string) => string;
  mc?: (subject: string) => string;
  /**
   * The fact as a statement that reads naturally with any answer of the table ("Canberra is the capital of
   * Australia."), for true-or-false questions; undefined for a row it does not suit.
   */
  statement?: (subject: string, answer: string) => string | undefined;
  /** Seasonal themes every row belongs to (a table of Christmas films). */
  seasons?: readonly Season[];
  rows: readonly Row[];
  /** Wrong options of the same kind when the answers themselves are too few. */
  extraDistractors?: readonly string[];
  allowLookAlikes?: boolean;
}

export const LEVELS: Record<Level, Difficulty> = { e: 'easy', m: 'medium', h: 'hard' };
