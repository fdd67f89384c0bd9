import type { FactTable } from '../fact-table.js';
import { SPACE_TABLES } from '../space-tables.js';

/** The space fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...SPACE_TABLES];
