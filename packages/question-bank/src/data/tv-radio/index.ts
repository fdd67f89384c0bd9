import type { FactTable } from '../fact-table.js';
import { CATCHPHRASE_TABLES } from './catchphrases.js';
import { CHANNEL_TABLES } from './channels.js';
import { CHILDRENS_TABLES } from './childrens.js';
import { DOCTOR_WHO_TABLES } from './doctor-who.js';
import { DRAMA_ACTOR_TABLES } from './drama-actors.js';
import { PRESENTER_TABLES } from './presenters.js';
import { RADIO_TABLES } from './radio.js';
import { SERIES_COUNT_TABLES } from './series-counts.js';
import { SETTING_TABLES } from './settings.js';
import { SITCOM_ACTOR_TABLES } from './sitcom-actors.js';
import { SOAP_TABLES } from './soaps.js';
import { SURNAME_TABLES } from './surnames.js';
import { US_TV_TABLES } from './us-tv.js';
import { WRITER_TABLES } from './writers.js';
import { SEASONAL_TV_TABLES } from './seasonal.js';

/** The tv-radio fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SETTING_TABLES,
  ...SITCOM_ACTOR_TABLES,
  ...DRAMA_ACTOR_TABLES,
  ...SOAP_TABLES,
  ...DOCTOR_WHO_TABLES,
  ...CHANNEL_TABLES,
  ...CATCHPHRASE_TABLES,
  ...PRESENTER_TABLES,
  ...RADIO_TABLES,
  ...US_TV_TABLES,
  ...SERIES_COUNT_TABLES,
  ...SURNAME_TABLES,
  ...CHILDRENS_TABLES,
  ...WRITER_TABLES,
  ...SEASONAL_TV_TABLES,
];
