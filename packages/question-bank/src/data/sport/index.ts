import type { FactTable } from '../fact-table.js';
import { SPORT_TABLES } from '../music-sport-tables.js';
import { SPORT_EXTRA_TABLES } from '../sport-pm-tables.js';

/** The sport fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...SPORT_TABLES, ...SPORT_EXTRA_TABLES];
