import type { FactTable } from '../fact-table.js';
import { SPACE_TABLES } from '../space-tables.js';
import { AGENCY_TABLES } from './agencies.js';
import { ASTRONAUT_TABLES } from './astronauts.js';
import { MISSION_TABLES } from './missions.js';
import { SPACE_PEOPLE_TABLES } from './people.js';
import { PROBE_TABLES } from './probes.js';
import { SKY_TABLES } from './sky.js';
import { SOLAR_SYSTEM_TABLES } from './solar-system.js';
import { TELESCOPE_TABLES } from './telescopes.js';
import { PLANET_BASIC_TABLES } from './planet-basics.js';
import { SPACE_WORD_TABLES } from './words.js';
import { CRAFT_TABLES } from './craft.js';
import { SPACE_NUMBER_TABLES } from './numbers.js';
import { NIGHT_SKY_TABLES } from './night-sky.js';
import { SPACE_PEOPLE_MORE_TABLES } from './people-more.js';
import { SPACE_EASY_TABLES } from './easy.js';

/** The space fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SPACE_TABLES,
  ...SOLAR_SYSTEM_TABLES,
  ...SKY_TABLES,
  ...MISSION_TABLES,
  ...PROBE_TABLES,
  ...TELESCOPE_TABLES,
  ...ASTRONAUT_TABLES,
  ...SPACE_PEOPLE_TABLES,
  ...AGENCY_TABLES,
  ...PLANET_BASIC_TABLES,
  ...SPACE_WORD_TABLES,
  ...CRAFT_TABLES,
  ...SPACE_NUMBER_TABLES,
  ...NIGHT_SKY_TABLES,
  ...SPACE_PEOPLE_MORE_TABLES,
  ...SPACE_EASY_TABLES,
];
