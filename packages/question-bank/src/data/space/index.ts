import type { FactTable } from '../fact-table.js';
import { SPACE_TABLES } from '../space-tables.js';
import { ASTRONAUT_TABLES } from './astronauts.js';
import { MISSION_TABLES } from './missions.js';
import { PROBE_TABLES } from './probes.js';

/** The space fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...SPACE_TABLES, ...MISSION_TABLES, ...PROBE_TABLES, ...ASTRONAUT_TABLES];
