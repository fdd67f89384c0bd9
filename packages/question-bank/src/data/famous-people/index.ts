import type { FactTable } from '../fact-table.js';
import { CAMPAIGNER_TABLES } from './campaigners.js';
import { EXPLORER_TABLES } from './explorers.js';
import { FOUNDER_TABLES } from './founders.js';
import { INVENTOR_TABLES } from './inventors.js';
import { NATIONALITY_TABLES } from './nationalities.js';
import { REAL_NAME_TABLES } from './real-names.js';
import { SCIENTIST_TABLES } from './scientists.js';

/** The famous-people fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...INVENTOR_TABLES,
  ...SCIENTIST_TABLES,
  ...EXPLORER_TABLES,
  ...FOUNDER_TABLES,
  ...CAMPAIGNER_TABLES,
  ...REAL_NAME_TABLES,
  ...NATIONALITY_TABLES,
];
