import { DISCOVERY_MEASURES } from './discoveries.js';
import { GEOGRAPHY_MEASURES } from './geography.js';
import { LANDMARK_MEASURES } from './landmarks.js';
import type { MeasureTable } from './measure-table.js';
import { SPACE_MEASURES } from './space.js';

/** Every hand-written table of number facts, asked as order and estimate questions. */
export const MEASURE_TABLES: readonly MeasureTable[] = [
  ...SPACE_MEASURES,
  ...GEOGRAPHY_MEASURES,
  ...LANDMARK_MEASURES,
  ...DISCOVERY_MEASURES,
];
