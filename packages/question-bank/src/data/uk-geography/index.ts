import type { FactTable } from '../fact-table.js';
import { NATION_COUNTY_TABLES } from './counties-nations.js';
import { NORTH_COUNTY_TABLES } from './counties-north.js';
import { SOUTH_COUNTY_TABLES } from './counties-south.js';

/** The uk-geography fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...SOUTH_COUNTY_TABLES, ...NORTH_COUNTY_TABLES, ...NATION_COUNTY_TABLES];
