import type { FactTable } from '../fact-table.js';
import { ANIMATION_TABLES } from './animation.js';
import { BOND_TABLES } from './bond.js';
import { BRITISH_TABLES } from './british.js';
import { DIRECTOR_TABLES } from './directors.js';
import { OSCAR_TABLES } from './oscars.js';
import { PLACE_TABLES } from './places.js';
import { PLOT_TABLES } from './plots.js';
import { ROLE_TABLES } from './roles.js';
import { SONG_TABLES } from './songs.js';
import { TITLE_TABLES } from './titles.js';
import { WORLD_TABLES } from './worlds.js';
import { YEAR_MUSIC_TABLES } from './years-music.js';
import { SEASONAL_FILM_TABLES } from './seasonal.js';
import { SEASONAL_FILM_YEAR_TABLES } from './seasonal-years.js';

/** The film fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...ANIMATION_TABLES,
  ...BOND_TABLES,
  ...BRITISH_TABLES,
  ...DIRECTOR_TABLES,
  ...OSCAR_TABLES,
  ...PLACE_TABLES,
  ...PLOT_TABLES,
  ...ROLE_TABLES,
  ...SONG_TABLES,
  ...TITLE_TABLES,
  ...WORLD_TABLES,
  ...YEAR_MUSIC_TABLES,
  ...SEASONAL_FILM_TABLES,
  ...SEASONAL_FILM_YEAR_TABLES,
];
