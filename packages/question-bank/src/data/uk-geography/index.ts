import type { FactTable } from '../fact-table.js';
import { NATION_COUNTY_TABLES } from './counties-nations.js';
import { NORTH_COUNTY_TABLES } from './counties-north.js';
import { SOUTH_COUNTY_TABLES } from './counties-south.js';
import { PARK_ISLAND_TABLES } from './parks-islands.js';
import { RIVER_LAKE_TABLES } from './rivers-lakes.js';

/** The uk-geography fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SOUTH_COUNTY_TABLES,
  ...NORTH_COUNTY_TABLES,
  ...NATION_COUNTY_TABLES,
  ...RIVER_LAKE_TABLES,
  ...PARK_ISLAND_TABLES,
];
