import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Christmas food and drink of Britain and Europe, by what it is. */
const CHRISTMAS_FOOD: readonly Row[] = [
  ['the domed sweet bread from Milan eaten at Christmas', 'Panettone', 'e'],
  ['the star-shaped Christmas sweet bread from Verona', 'Pandoro', 'h'],
  ['the German Christmas loaf of dried fruit, often with a marzipan centre', 'Stollen', 'm'],
  ['the French Christmas cake shaped like a log', 'Bûche de Noël', 'm', ['Buche de Noel', 'Yule log']],
  ['the spiced wine sold at German Christmas markets', 'Glühwein', 'm', ['Gluhwein', 'Gluehwein']],
  ['the small pastries of dried fruit and spices eaten at Christmas', 'Mince pies', 'e', ['Mince pie']],
  ['chipolata sausages wrapped in bacon for Christmas dinner', 'Pigs in blankets', 'e'],
  ['the creamy drink of eggs, milk and sugar, often laced with brandy or rum', 'Eggnog', 'm', ['Egg nog']],
  ['the mixture of dried fruit, suet and spices that fills a mince pie', 'Mincemeat', 'm'],
  ['the sauce of milk, breadcrumbs and onion served with roast turkey', 'Bread sauce', 'm'],
  ['the hard sauce of butter, sugar and brandy served with Christmas pudding', 'Brandy butter', 'm'],
  ['the Swedish Christmas buffet', 'Julbord', 'h'],
  ['the Polish Christmas Eve supper', 'Wigilia', 'h'],
  ['the spirit poured over a Christmas pudding and set alight', 'Brandy', 'e'],
];

export const SEASONAL_FOOD_TABLES: readonly FactTable[] = [
  {
    id: 'food-drink-christmas',
    name: 'christmas-food',
    category: 'food-drink',
    note: 'The Oxford Companion to Food (Davidson, 3rd edition 2014); Oxford Dictionary of English',
    asOf: AS_OF,
    namedSubjects: false,
    words: ['Julbord', 'Wigilia', 'Pandoro', 'Glühwein', 'Stollen', 'chipolata'],
    seasons: ['christmas'],
    text: (s) => `What is the name of ${s}?`,
    mc: (s) => `Which of these is ${s}?`,
    statement: (s, a) => `${a} is ${s}.`,
    rows: CHRISTMAS_FOOD,
  },
];
