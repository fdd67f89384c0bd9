import type { FactTable } from '../fact-table.js';
import { ARTS_TABLES } from '../arts-tables.js';
import { LITERATURE_TABLES } from '../literature-tables.js';
import { MYTH_TABLES } from '../myth-tables.js';

/** The arts-literature fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...ARTS_TABLES, ...LITERATURE_TABLES, ...MYTH_TABLES];
