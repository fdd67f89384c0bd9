import type { FactTable } from './fact-table.js';
import { TABLES as GENERAL_KNOWLEDGE } from './general-knowledge/index.js';
import { TABLES as FILM } from './film/index.js';
import { TABLES as TV_RADIO } from './tv-radio/index.js';
import { TABLES as POP_ROCK } from './pop-rock/index.js';
import { TABLES as CLASSICAL_MUSIC } from './classical-music/index.js';
import { TABLES as FOOD_DRINK } from './food-drink/index.js';
import { TABLES as SPORT } from './sport/index.js';
import { TABLES as UK_GEOGRAPHY } from './uk-geography/index.js';
import { TABLES as WORLD_GEOGRAPHY } from './world-geography/index.js';
import { TABLES as BRITISH_HISTORY } from './british-history/index.js';
import { TABLES as WORLD_HISTORY } from './world-history/index.js';
import { TABLES as SCIENCE } from './science/index.js';
import { TABLES as NATURE } from './nature/index.js';
import { TABLES as SPACE } from './space/index.js';
import { TABLES as ARTS_LITERATURE } from './arts-literature/index.js';
import { TABLES as LANGUAGE } from './language/index.js';
import { TABLES as FAMOUS_PEOPLE } from './famous-people/index.js';

/** Every fact table, one folder per category: a category's tables live in its folder and nowhere else. */
export const FACT_TABLES: readonly FactTable[] = [
  ...GENERAL_KNOWLEDGE,
  ...FILM,
  ...TV_RADIO,
  ...POP_ROCK,
  ...CLASSICAL_MUSIC,
  ...FOOD_DRINK,
  ...SPORT,
  ...UK_GEOGRAPHY,
  ...WORLD_GEOGRAPHY,
  ...BRITISH_HISTORY,
  ...WORLD_HISTORY,
  ...SCIENCE,
  ...NATURE,
  ...SPACE,
  ...ARTS_LITERATURE,
  ...LANGUAGE,
  ...FAMOUS_PEOPLE,
];
