import type { FactTable } from '../fact-table.js';

/** The film fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [];
