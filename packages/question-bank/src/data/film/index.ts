import type { FactTable } from '../fact-table.js';
import { BOND_TABLES } from './bond.js';
import { DIRECTOR_TABLES } from './directors.js';
import { OSCAR_TABLES } from './oscars.js';

/** The film fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...DIRECTOR_TABLES, ...BOND_TABLES, ...OSCAR_TABLES];
