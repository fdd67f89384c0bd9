import type { FactTable } from '../fact-table.js';
import { MUSIC_TABLES } from '../music-sport-tables.js';

/** The classical-music fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...MUSIC_TABLES];
