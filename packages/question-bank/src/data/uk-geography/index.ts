import type { FactTable } from '../fact-table.js';
import { CITY_LANDMARK_TABLES } from './cities-landmarks.js';
import { NATION_COUNTY_TABLES } from './counties-nations.js';
import { NORTH_COUNTY_TABLES } from './counties-north.js';
import { SOUTH_COUNTY_TABLES } from './counties-south.js';
import { HERITAGE_TABLES } from './heritage.js';
import { LONDON_TRAVEL_TABLES } from './london-travel.js';
import { PARK_ISLAND_TABLES } from './parks-islands.js';
import { RIVER_LAKE_TABLES } from './rivers-lakes.js';
import { SEASIDE_NATION_TABLES } from './seaside-nations.js';

/** The uk-geography fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SOUTH_COUNTY_TABLES,
  ...NORTH_COUNTY_TABLES,
  ...NATION_COUNTY_TABLES,
  ...RIVER_LAKE_TABLES,
  ...PARK_ISLAND_TABLES,
  ...CITY_LANDMARK_TABLES,
  ...LONDON_TRAVEL_TABLES,
  ...HERITAGE_TABLES,
  ...SEASIDE_NATION_TABLES,
];
