import type { FactTable } from '../fact-table.js';
import { ANCIENT_TABLES } from './ancient.js';
import { MODERN_TABLES } from './modern.js';
import { WORLD_YEAR_TABLES } from './years.js';
import { EMPIRE_COLD_WAR_TABLES } from './empire-and-cold-war.js';
import { FIGURE_TABLES } from './figures.js';
import { WORLD_EVENT_NAME_TABLES } from './event-names.js';

/** The world-history fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...ANCIENT_TABLES,
  ...MODERN_TABLES,
  ...WORLD_YEAR_TABLES,
  ...EMPIRE_COLD_WAR_TABLES,
  ...FIGURE_TABLES,
  ...WORLD_EVENT_NAME_TABLES,
];
