import type { FactTable } from '../fact-table.js';
import { SPORT_TABLES } from '../music-sport-tables.js';
import { SPORT_EXTRA_TABLES } from '../sport-pm-tables.js';
import { FOOTBALL_GROUND_TABLES } from './football-grounds.js';
import { FOOTBALL_NICKNAME_TABLES } from './football-nicknames.js';
import { FOOTBALL_TROPHY_TABLES } from './football-trophies.js';
import { FOOTBALL_INTERNATIONAL_TABLES } from './football-international.js';
import { FOOTBALL_MANAGER_TABLES } from './football-managers.js';
import { CRICKET_TABLES } from './cricket.js';
import { RUGBY_TABLES } from './rugby.js';
import { FORMULA_ONE_TABLES } from './formula-one.js';
import { TENNIS_TABLES } from './tennis.js';
import { GOLF_TABLES } from './golf.js';
import { OLYMPIC_TABLES } from './olympics.js';
import { CUE_DARTS_BOXING_TABLES } from './cue-darts-boxing.js';
import { SPORTS_PEOPLE_TABLES } from './sports-people.js';
import { HORSE_RACING_TABLES } from './horse-racing.js';
import { TERM_TABLES } from './terms.js';
import { TROPHY_NUMBER_TABLES } from './trophies-numbers.js';
import { CHRISTMAS_SPORT_TABLES } from './christmas.js';

/** The sport fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...SPORT_TABLES,
  ...SPORT_EXTRA_TABLES,
  ...FOOTBALL_GROUND_TABLES,
  ...FOOTBALL_NICKNAME_TABLES,
  ...FOOTBALL_TROPHY_TABLES,
  ...FOOTBALL_INTERNATIONAL_TABLES,
  ...FOOTBALL_MANAGER_TABLES,
  ...CRICKET_TABLES,
  ...RUGBY_TABLES,
  ...FORMULA_ONE_TABLES,
  ...TENNIS_TABLES,
  ...GOLF_TABLES,
  ...OLYMPIC_TABLES,
  ...CUE_DARTS_BOXING_TABLES,
  ...SPORTS_PEOPLE_TABLES,
  ...HORSE_RACING_TABLES,
  ...TERM_TABLES,
  ...TROPHY_NUMBER_TABLES,
  ...CHRISTMAS_SPORT_TABLES,
];
