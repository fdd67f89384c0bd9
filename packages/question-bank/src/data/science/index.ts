import type { FactTable } from '../fact-table.js';
import { FIREWORK_TABLES } from './fireworks.js';
import { SCIENCE_TABLES } from '../science-tables.js';
import { BODY_ANIMAL_TABLES } from '../body-animal-tables.js';
import { BODY_TABLES } from './body.js';
import { BIOLOGY_TABLES } from './biology.js';
import { PHYSICS_TABLES } from './physics.js';
import { CHEMISTRY_TABLES } from './chemistry.js';
import { EARTH_TABLES } from './earth.js';
import { EVERYDAY_TABLES } from './everyday.js';
import { HEALTH_TABLES } from './health.js';

/** The science fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SCIENCE_TABLES,
  ...BODY_ANIMAL_TABLES,
  ...BODY_TABLES,
  ...BIOLOGY_TABLES,
  ...PHYSICS_TABLES,
  ...CHEMISTRY_TABLES,
  ...EARTH_TABLES,
  ...EVERYDAY_TABLES,
  ...HEALTH_TABLES,
  ...FIREWORK_TABLES,
];
