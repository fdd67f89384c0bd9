import type { FactTable } from '../fact-table.js';
import { PM_TABLES } from '../sport-pm-tables.js';
import { HISTORY_TABLES } from '../history-tables.js';

/** The british-history fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...PM_TABLES, ...HISTORY_TABLES];
