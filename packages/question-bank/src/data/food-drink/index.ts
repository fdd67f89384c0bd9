import type { FactTable } from '../fact-table.js';
import { SEASONAL_FOOD_TABLES } from './seasonal.js';
import { BEER_WHISKY_CHEF_TABLES } from './beer-whisky-chefs.js';
import { BRAND_FRUIT_TABLES } from './brands-fruit.js';
import { BRITISH_TABLES } from './british.js';
import { CHEESE_WINE_TABLES } from './cheese-wine.js';
import { DISH_TABLES } from './dishes.js';
import { KITCHEN_TABLES } from './kitchen.js';
import { PRODUCE_TABLES } from './produce.js';
import { SPIRIT_TABLES } from './spirits.js';

/** The food-drink fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...DISH_TABLES,
  ...CHEESE_WINE_TABLES,
  ...SPIRIT_TABLES,
  ...BRITISH_TABLES,
  ...PRODUCE_TABLES,
  ...KITCHEN_TABLES,
  ...BEER_WHISKY_CHEF_TABLES,
  ...BRAND_FRUIT_TABLES,
  ...SEASONAL_FOOD_TABLES,
];
