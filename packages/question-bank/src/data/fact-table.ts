import type { CategoryId, Difficulty } from '../types.js';

type Level = 'e' | 'm' | 'h';

/** [subject, answer, level, aliases?, alsoRight?]: compact rows so the tables stay readable. */
export type Row = readonly [string, string, Level, (readonly string[])?, (readonly string[])?];

export interface FactTable {
  /** Also the template id. */
  id: string;
  /** Stated on each question as `fact-table:<name>`. */
  name: string;
  category: CategoryId;
  /** Where the facts were checked. */
  note: string;
  asOf: string;
  text?: (subject: string) => string;
  mc?: (subject: string) => string;
  rows: readonly Row[];
  /** Wrong options of the same kind when the answers themselves are too few. */
  extraDistractors?: readonly string[];
  allowLookAlikes?: boolean;
}

export const LEVELS: Record<Level, Difficulty> = { e: 'easy', m: 'medium', h: 'hard' };
