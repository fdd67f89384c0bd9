import type { FactTable } from '../fact-table.js';
import { BANKNOTE_TABLES } from './banknotes.js';
import { BIRTHPLACE_TABLES } from './birthplaces.js';
import { CAMPAIGNER_TABLES } from './campaigners.js';
import { EXPLORER_TABLES } from './explorers.js';
import { FAITH_TABLES } from './faith.js';
import { FOUNDER_TABLES } from './founders.js';
import { INVENTOR_TABLES } from './inventors.js';
import { NATIONALITY_TABLES } from './nationalities.js';
import { NICKNAME_TABLES } from './nicknames.js';
import { NOBEL_TABLES } from './nobel.js';
import { QUOTE_TABLES } from './quotes.js';
import { REAL_NAME_TABLES } from './real-names.js';
import { ROYAL_TABLES } from './royals.js';
import { SCIENTIST_TABLES } from './scientists.js';
import { SPOUSE_TABLES } from './spouses.js';

/** The famous-people fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...INVENTOR_TABLES,
  ...SCIENTIST_TABLES,
  ...EXPLORER_TABLES,
  ...FOUNDER_TABLES,
  ...CAMPAIGNER_TABLES,
  ...REAL_NAME_TABLES,
  ...NATIONALITY_TABLES,
  ...NICKNAME_TABLES,
  ...QUOTE_TABLES,
  ...ROYAL_TABLES,
  ...BANKNOTE_TABLES,
  ...NOBEL_TABLES,
  ...BIRTHPLACE_TABLES,
  ...SPOUSE_TABLES,
  ...FAITH_TABLES,
];
