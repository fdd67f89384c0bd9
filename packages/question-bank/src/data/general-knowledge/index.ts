import type { FactTable } from '../fact-table.js';
import { BRAND_TABLES } from './brands.js';
import { CALENDAR_TABLES } from './calendar.js';
import { GAME_FLAG_TABLES } from './games-flags.js';
import { INSTITUTION_TABLES } from './institutions.js';
import { MONOPOLY_TABLES } from './monopoly.js';
import { NUMBER_TABLES } from './numbers.js';
import { SAINT_DAY_TABLES } from './saints-days.js';
import { SEASONAL_GK_TABLES } from './seasonal.js';
import { CHRISTMAS_MORE_TABLES } from './christmas-more.js';
import { HALLOWEEN_MORE_TABLES } from './halloween-more.js';

/** The general-knowledge fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...CALENDAR_TABLES,
  ...SAINT_DAY_TABLES,
  ...NUMBER_TABLES,
  ...MONOPOLY_TABLES,
  ...BRAND_TABLES,
  ...INSTITUTION_TABLES,
  ...GAME_FLAG_TABLES,
  ...SEASONAL_GK_TABLES,
  ...CHRISTMAS_MORE_TABLES,
  ...HALLOWEEN_MORE_TABLES,
];
