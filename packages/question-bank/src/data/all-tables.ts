import { ARTS_TABLES } from './arts-tables.js';
import { BODY_ANIMAL_TABLES } from './body-animal-tables.js';
import { MYTH_TABLES } from './myth-tables.js';
import { PLACES_TABLES } from './places-tables.js';
import { SCIENCE_TABLES } from './science-tables.js';
import { PM_TABLES, SPORT_EXTRA_TABLES } from './sport-pm-tables.js';
import { US_STATE_TABLES } from './us-states-tables.js';
import type { FactTable } from './fact-table.js';
import { HISTORY_TABLES } from './history-tables.js';
import { LITERATURE_TABLES } from './literature-tables.js';
import { MUSIC_TABLES, SPORT_TABLES } from './music-sport-tables.js';
import { NATURE_TABLES } from './nature-tables.js';
import { SPACE_TABLES } from './space-tables.js';

export const FACT_TABLES: readonly FactTable[] = [
  ...SPACE_TABLES,
  ...NATURE_TABLES,
  ...HISTORY_TABLES,
  ...ARTS_TABLES,
  ...LITERATURE_TABLES,
  ...MUSIC_TABLES,
  ...SPORT_TABLES,
  ...US_STATE_TABLES,
  ...MYTH_TABLES,
  ...SCIENCE_TABLES,
  ...BODY_ANIMAL_TABLES,
  ...PLACES_TABLES,
  ...SPORT_EXTRA_TABLES,
  ...PM_TABLES,
];

/** Tables whose subjects are names or titles (proper nouns), not descriptions. */
export const NAMED_SUBJECT_TABLES = new Set([
  'moon-planet',
  'painting-artist',
  'novel-author',
  'shakespeare-character-play',
  'work-composer',
  'us-president-ordinal',
  'monarch-house',
  'us-state-capital',
  'us-capital-state',
  'greek-roman-god',
  'roman-greek-god',
  'formula-compound',
  'city-river',
  'highest-mountain',
  'landmark-country',
  'uk-pm-party',
  'grand-slam-city',
]);
