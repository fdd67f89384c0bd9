import type { FactTable } from '../fact-table.js';
import { NATURE_TABLES } from '../nature-tables.js';
import { BIRD_TABLES } from './birds.js';
import { ANIMAL_NAME_TABLES } from './animal-names.js';
import { KIND_TABLES } from './kinds.js';
import { CLASSIFICATION_TABLES } from './classification.js';

/** The nature fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...NATURE_TABLES,
  ...BIRD_TABLES,
  ...ANIMAL_NAME_TABLES,
  ...KIND_TABLES,
  ...CLASSIFICATION_TABLES,
];
