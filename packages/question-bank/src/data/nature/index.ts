import type { FactTable } from '../fact-table.js';
import { NATURE_TABLES } from '../nature-tables.js';
import { BIRD_TABLES } from './birds.js';
import { ANIMAL_NAME_TABLES } from './animal-names.js';
import { KIND_TABLES } from './kinds.js';
import { CLASSIFICATION_TABLES } from './classification.js';
import { PLANT_TABLES } from './plants.js';
import { HABITAT_TABLES } from './habitats.js';
import { PREHISTORIC_TABLES } from './prehistoric.js';
import { RECORD_TABLES } from './records.js';
import { CHARITY_BREED_TABLES } from './charities-breeds.js';
import { MORE_ANIMAL_TABLES } from './mammals-and-more.js';
import { ANIMAL_DESCRIPTION_TABLES } from './animal-descriptions.js';
import { SEASONAL_NATURE_TABLES } from './seasonal.js';

/** The nature fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...NATURE_TABLES,
  ...BIRD_TABLES,
  ...ANIMAL_NAME_TABLES,
  ...KIND_TABLES,
  ...CLASSIFICATION_TABLES,
  ...PLANT_TABLES,
  ...HABITAT_TABLES,
  ...PREHISTORIC_TABLES,
  ...RECORD_TABLES,
  ...CHARITY_BREED_TABLES,
  ...MORE_ANIMAL_TABLES,
  ...ANIMAL_DESCRIPTION_TABLES,
  ...SEASONAL_NATURE_TABLES,
];
