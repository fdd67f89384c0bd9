import type { FactTable } from '../fact-table.js';
import { MUSIC_TABLES } from '../music-sport-tables.js';
import { OPERA_TABLES } from './operas.js';
import { WORK_TABLES } from './works.js';
import { COMPOSER_TABLES } from './composers.js';
import { TERM_TABLES } from './terms-instruments.js';
import { CONDUCTOR_TABLES } from './conductors.js';
import { BASICS_TABLES } from './basics.js';
import { CLUE_TABLES } from './composer-clues.js';
import { CHRISTMAS_CLASSICAL_TABLES } from './christmas.js';

/** The classical-music fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...MUSIC_TABLES,
  ...OPERA_TABLES,
  ...WORK_TABLES,
  ...COMPOSER_TABLES,
  ...TERM_TABLES,
  ...CONDUCTOR_TABLES,
  ...BASICS_TABLES,
  ...CLUE_TABLES,
  ...CHRISTMAS_CLASSICAL_TABLES,
];
