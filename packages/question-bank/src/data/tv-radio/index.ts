import type { FactTable } from '../fact-table.js';
import { DOCTOR_WHO_TABLES } from './doctor-who.js';
import { DRAMA_ACTOR_TABLES } from './drama-actors.js';
import { SETTING_TABLES } from './settings.js';
import { SITCOM_ACTOR_TABLES } from './sitcom-actors.js';
import { SOAP_TABLES } from './soaps.js';

/** The tv-radio fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SETTING_TABLES,
  ...SITCOM_ACTOR_TABLES,
  ...DRAMA_ACTOR_TABLES,
  ...SOAP_TABLES,
  ...DOCTOR_WHO_TABLES,
];
