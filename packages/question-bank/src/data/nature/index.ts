import type { FactTable } from '../fact-table.js';
import { NATURE_TABLES } from '../nature-tables.js';

/** The nature fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...NATURE_TABLES];
