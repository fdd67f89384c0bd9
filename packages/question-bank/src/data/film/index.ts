import type { FactTable } from '../fact-table.js';
import { DIRECTOR_TABLES } from './directors.js';

/** The film fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...DIRECTOR_TABLES];
