import type { CategoryId, Curriculum, Difficulty, Season } from '../../types.js';

type Level = 'e' | 'm' | 'h';

/** [item, value, level]: the item as it reads in a question ("Mount Everest"), its number, how well known it is. */
export type MeasureRow = readonly [string, number, Level];

/**
 * A hand-written table of number facts (heights, distances, years) with its source and the date it is true as of,
 * asked as "put these in order" and as "closest wins" questions in our own words.
 */
export interface MeasureTable {
  /** Also the template id of its questions (`<id>-order` for its order questions). */
  id: string;
  /** Stated on each question as `fact-table:<name>`. */
  name: string;
  category: CategoryId;
  /** The reference every row was checked against (never another quiz's questions). */
  note: string;
  asOf: string;
  rows: readonly MeasureRow[];
  curriculum?: Curriculum;
  seasons?: readonly Season[];
  order?: {
    prompt: string;
    descending?: boolean;
    /** Neighbours differ by at least this much, or the larger is at least `minRatio` times the smaller. */
    minGap?: number;
    minRatio?: number;
    count: number;
    sizes?: readonly number[];
    /** An item and its value as the explanation says it. */
    describe: (item: string, value: number) => string;
  };
  estimate?: {
    prompt: (item: string) => string;
    unit?: string;
    toleranceNote?: string;
    /** Only these items are asked as estimates (the others' figures are fine for ordering, not to the unit). */
    only?: readonly string[];
    /** The difficulty of an estimate, when it is not the row's level. */
    difficulty?: (item: string, level: Level) => Difficulty;
    explanation?: (item: string, value: number) => string;
  };
}
