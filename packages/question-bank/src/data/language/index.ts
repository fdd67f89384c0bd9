import type { FactTable } from '../fact-table.js';
import { ALPHABET_TABLES } from './alphabets.js';
import { ORIGIN_TABLES } from './origins.js';
import { PHOBIA_OLOGY_TABLES } from './phobias-ologies.js';
import { PHRASE_TABLES } from './phrases.js';
import { SLANG_ABBREVIATION_TABLES } from './slang-abbreviations.js';
import { CHRISTMAS_LANGUAGE_TABLES } from './christmas.js';

/** The language fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...ORIGIN_TABLES,
  ...PHRASE_TABLES,
  ...PHOBIA_OLOGY_TABLES,
  ...ALPHABET_TABLES,
  ...SLANG_ABBREVIATION_TABLES,
  ...CHRISTMAS_LANGUAGE_TABLES,
];
