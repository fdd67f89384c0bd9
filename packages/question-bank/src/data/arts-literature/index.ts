import type { FactTable } from '../fact-table.js';
import { HALLOWEEN_BOOK_TABLES } from './halloween.js';
import { CHRISTMAS_BOOK_TABLES } from './christmas.js';
import { ARTS_TABLES } from '../arts-tables.js';
import { LITERATURE_TABLES } from '../literature-tables.js';
import { MYTH_TABLES } from '../myth-tables.js';
import { CHARACTER_TABLES } from './characters.js';
import { SET_TEXT_TABLES } from './set-texts.js';
import { CHILDREN_AUTHOR_TABLES } from './children-authors.js';
import { CHILDREN_CHARACTER_TABLES } from './children-characters.js';
import { POTTER_TABLES } from './potter.js';
import { CREATOR_TABLES } from './creators.js';
import { POEM_TABLES } from './poems.js';
import { PLAY_TABLES } from './plays.js';
import { ART_TABLES } from './art.js';
import { MYTH_EXTRA_TABLES } from './myths.js';
import { NOVEL_TABLES } from './novels.js';
import { OPENING_PLACE_TABLES } from './openings-places.js';
import { FAMOUS_CHARACTER_TABLES } from './famous-characters.js';

/** The arts-literature fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...ARTS_TABLES,
  ...LITERATURE_TABLES,
  ...MYTH_TABLES,
  ...CHARACTER_TABLES,
  ...SET_TEXT_TABLES,
  ...CHILDREN_AUTHOR_TABLES,
  ...CHILDREN_CHARACTER_TABLES,
  ...POTTER_TABLES,
  ...CREATOR_TABLES,
  ...POEM_TABLES,
  ...PLAY_TABLES,
  ...ART_TABLES,
  ...MYTH_EXTRA_TABLES,
  ...NOVEL_TABLES,
  ...OPENING_PLACE_TABLES,
  ...FAMOUS_CHARACTER_TABLES,
  ...HALLOWEEN_BOOK_TABLES,
  ...CHRISTMAS_BOOK_TABLES,
];
