import type { FactTable } from '../fact-table.js';
import { BONFIRE_NIGHT_TABLES } from './bonfire-night.js';
import { PM_TABLES } from '../sport-pm-tables.js';
import { HISTORY_TABLES } from '../history-tables.js';
import { BATTLE_TABLES } from './battles.js';
import { MONARCH_TABLES } from './monarchs.js';
import { TUDOR_TABLES } from './tudors.js';
import { PM_EXTRA_TABLES } from './prime-ministers.js';
import { ACT_TABLES } from './acts.js';
import { EVENT_YEAR_TABLES } from './event-years.js';
import { PEOPLE_TABLES } from './people.js';
import { NATIONS_AND_GROUPS_TABLES } from './nations-and-groups.js';
import { SHIP_TABLES } from './ships.js';
import { EVENT_NAME_TABLES } from './event-names.js';

/** The british-history fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...PM_TABLES,
  ...HISTORY_TABLES,
  ...BATTLE_TABLES,
  ...MONARCH_TABLES,
  ...TUDOR_TABLES,
  ...PM_EXTRA_TABLES,
  ...ACT_TABLES,
  ...EVENT_YEAR_TABLES,
  ...PEOPLE_TABLES,
  ...NATIONS_AND_GROUPS_TABLES,
  ...SHIP_TABLES,
  ...EVENT_NAME_TABLES,
  ...BONFIRE_NIGHT_TABLES,
];
