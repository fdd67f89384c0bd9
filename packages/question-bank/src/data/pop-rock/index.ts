import type { FactTable } from '../fact-table.js';
import { HITS_50S_60S } from './hits-50s-60s.js';
import { HITS_70S_80S } from './hits-70s-80s.js';
import { HITS_90S_00S } from './hits-90s-00s.js';
import { HITS_10S_20S } from './hits-10s-20s.js';
import { BAND_MEMBER_TABLES } from './band-members.js';
import { REAL_NAME_TABLES } from './real-names.js';
import { EUROVISION_TABLES } from './eurovision.js';
import { CHART_AWARD_TABLES } from './charts-awards.js';
import { ORIGIN_TABLES } from './origins.js';
import { ALBUM_TABLES } from './albums.js';
import { MUSICAL_TABLES } from './musicals.js';
import { DUET_TABLES } from './duets.js';
import { CHRISTMAS_POP_TABLES } from './christmas.js';
import { SEASONAL_SONG_TABLES } from './seasonal-songs.js';

/** The pop-rock fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...HITS_50S_60S,
  ...HITS_70S_80S,
  ...HITS_90S_00S,
  ...HITS_10S_20S,
  ...BAND_MEMBER_TABLES,
  ...REAL_NAME_TABLES,
  ...EUROVISION_TABLES,
  ...CHART_AWARD_TABLES,
  ...ORIGIN_TABLES,
  ...ALBUM_TABLES,
  ...MUSICAL_TABLES,
  ...DUET_TABLES,
  ...CHRISTMAS_POP_TABLES,
  ...SEASONAL_SONG_TABLES,
];
