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
  ['the Christmas cocktail of advocaat and lemonade', 'Snowball', 'm'],
  ['the Nuremberg gingerbread sold at German Christmas markets', 'Lebkuchen', 'h'],
  ['the Spanish Christmas nougat of almonds and honey', 'Turrón', 'h', ['Turron']],
  ['the meat pie eaten after Midnight Mass on Christmas Eve in Québec', 'Tourtière', 'h', ['Tourtiere']],
  ['the meringue dessert topped with fruit, eaten at Christmas in Australia and New Zealand', 'Pavlova', 'e'],
  ['the old name for Christmas pudding, though it holds no plums', 'Plum pudding', 'm'],
  ['the sweet wheat-berry dish served first at the Ukrainian Christmas Eve supper', 'Kutia', 'h', ['Kutya']],
  [
    'the green vegetable named after the Belgian capital, served with Christmas dinner',
    'Brussels sprouts',
    'e',
    ['Sprouts', 'Brussels sprout'],
  ],
  ['the sauce of tart red berries served with the Christmas turkey', 'Cranberry sauce', 'e'],
  ['the cake of the old Twelfth Night feast, with a bean baked inside', 'Twelfth cake', 'h', ['Twelfth Night cake']],
  ['the French cake for Epiphany with a charm hidden inside', 'Galette des rois', 'h'],
  ['the fortified wine from the Douro traditionally drunk with Stilton at Christmas', 'Port', 'm'],
];

/** Christmas food and drink facts no single template fits, each asked as its own question. */
const CHRISTMAS_FOOD_QUESTIONS: readonly Row[] = [
  ['In which Yorkshire town was Quality Street first made, in 1936?', 'Halifax', 'm'],
  ["In which city was Terry's Chocolate Orange first made?", 'York', 'm'],
  ['Which bird was the usual Christmas roast in England before the turkey took over?', 'Goose', 'e', ['A goose']],
  ['From which continent does the turkey come?', 'North America', 'm', ['America', 'The Americas']],
  [
    'What is traditionally hidden in a Christmas pudding to bring luck to whoever finds it?',
    'A coin',
    'm',
    ['Coin', 'A sixpence', 'Sixpence'],
  ],
  [
    'How many ingredients is a Christmas pudding traditionally said to have, one for Jesus and each apostle?',
    'Thirteen',
    'h',
    ['13'],
  ],
  ['Which fruit is studded with cloves to make a Christmas pomander?', 'Orange', 'e', ['An orange']],
  ['Which Yorkshire cheese is traditionally eaten with a slice of Christmas cake?', 'Wensleydale', 'h'],
];

/** Bonfire Night food, each asked as its own question. */
const BONFIRE_FOOD_QUESTIONS: readonly Row[] = [
  ['Which sticky northern cake of oatmeal and black treacle is eaten on Bonfire Night?', 'Parkin', 'm'],
  [
    'Besides sugar, what gives bonfire toffee its dark colour and taste?',
    'Black treacle',
    'm',
    ['Treacle', 'Molasses'],
  ],
  ['Which fruit is dipped in hard red toffee for Bonfire Night?', 'Apple', 'e', ['Apples', 'An apple', 'Toffee apple']],
  [
    'Which vegetable is traditionally baked in its jacket in the embers of a bonfire?',
    'Potato',
    'e',
    ['Potatoes', 'Jacket potato'],
  ],
];

export const SEASONAL_FOOD_TABLES: readonly FactTable[] = [
  {
    id: 'food-drink-christmas',
    name: 'christmas-food',
    category: 'food-drink',
    note: 'The Oxford Companion to Food (Davidson, 3rd edition 2014); Oxford Dictionary of English',
    asOf: AS_OF,
    namedSubjects: false,
    words: [
      'Julbord',
      'Wigilia',
      'Pandoro',
      'Glühwein',
      'Stollen',
      'chipolata',
      'Lebkuchen',
      'Turrón',
      'Tourtière',
      'Kutia',
      'advocaat',
      'Douro',
      'Québec',
      'galette',
      'rois',
    ],
    seasons: ['christmas'],
    text: (s) => `What is the name of ${s}?`,
    mc: (s) => `Which of these is ${s}?`,
    statement: (s, a) => `${a} is ${s}.`,
    rows: CHRISTMAS_FOOD,
  },
  {
    id: 'food-drink-christmas-question',
    name: 'christmas-food',
    category: 'food-drink',
    note: 'The Oxford Companion to Food (Davidson, 3rd edition 2014); Nestlé UK and Terry’s company histories',
    asOf: AS_OF,
    seasons: ['christmas'],
    words: ['pomander'],
    text: (q) => q,
    rows: CHRISTMAS_FOOD_QUESTIONS,
  },
  {
    id: 'food-drink-bonfire-question',
    name: 'bonfire-food',
    category: 'food-drink',
    note: 'The Oxford Companion to Food (Davidson, 3rd edition 2014); Laura Mason, Traditional Foods of Britain (1999)',
    asOf: AS_OF,
    seasons: ['bonfire-night'],
    text: (q) => q,
    rows: BONFIRE_FOOD_QUESTIONS,
  },
];
