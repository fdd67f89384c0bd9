import type { FactTable } from '../fact-table.js';
import { CHEESE_WINE_TABLES } from './cheese-wine.js';
import { DISH_TABLES } from './dishes.js';
import { SPIRIT_TABLES } from './spirits.js';

/** The food-drink fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [...DISH_TABLES, ...CHEESE_WINE_TABLES, ...SPIRIT_TABLES];
