import type { FactTable, Row } from '../fact-table.js';

/** Sport over Christmas, each asked as its own question (the King George VI Chase and the Welsh National are asked elsewhere). */
const CHRISTMAS_SPORT: readonly Row[] = [
  [
    "At which ground is cricket's Boxing Day Test played?",
    'Melbourne Cricket Ground',
    'm',
    ['MCG', 'The MCG', 'Melbourne'],
  ],
  [
    'Which ocean yacht race starts on Boxing Day and finishes in Tasmania?',
    'Sydney to Hobart',
    'm',
    ['Sydney to Hobart Yacht Race', 'Sydney-Hobart'],
  ],
  ['Which horse won the King George VI Chase five times?', 'Kauto Star', 'h'],
];

export const CHRISTMAS_SPORT_TABLES: readonly FactTable[] = [
  {
    id: 'sport-christmas',
    name: 'christmas-sport',
    category: 'sport',
    note: 'Cricket Australia; Cruising Yacht Club of Australia (rolexsydneyhobart.com); Racing Post',
    asOf: '2026-11-26',
    seasons: ['christmas'],
    words: ['Kauto'],
    text: (q) => q,
    rows: CHRISTMAS_SPORT,
  },
];
