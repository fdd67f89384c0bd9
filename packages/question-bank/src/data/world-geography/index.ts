import type { FactTable } from '../fact-table.js';
import { PLACES_TABLES } from '../places-tables.js';
import { US_STATE_TABLES } from '../us-states-tables.js';

/** The world-geography fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...PLACES_TABLES, ...US_STATE_TABLES];
