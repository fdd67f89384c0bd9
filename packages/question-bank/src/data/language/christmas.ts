import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Collins bilingual dictionaries; Geiriadur Prifysgol Cymru; Foclóir Gaeilge–Béarla (Ó Dónaill); Oxford English Dictionary';

/** The word for Christmas in other languages. */
const CHRISTMAS_WORDS: readonly Row[] = [
  ['German', 'Weihnachten', 'm'],
  ['French', 'Noël', 'e', ['Noel']],
  ['Spanish', 'Navidad', 'e'],
  ['Italian', 'Natale', 'm'],
  ['Welsh', 'Nadolig', 'm'],
  ['Irish', 'Nollaig', 'h'],
  ['Dutch', 'Kerstmis', 'h', ['Kerst']],
  ['Portuguese', 'Natal', 'm'],
  ['Swedish', 'Jul', 'm'],
  ['Finnish', 'Joulu', 'h'],
];

/** Where Christmas words come from, each asked as its own question. */
const CHRISTMAS_WORD_ORIGINS: readonly Row[] = [
  ['The X in "Xmas" stands for the first letter of Christ in which language?', 'Greek', 'm'],
  ['The word "Advent" comes from the Latin for what?', 'Coming', 'm', ['Arrival', 'The coming']],
  ['The word "tinsel" comes from an Old French word for what?', 'Spark', 'h', ['A spark', 'Sparkle']],
  ['"Wassail" comes from an old greeting wishing what?', 'Good health', 'h', ['Be healthy', 'Be well', 'Health']],
  ['The word "carol" first meant what kind of thing?', 'A dance', 'h', ['Dance', 'A ring dance', 'Round dance']],
  ['Which Hawaiian phrase means "Merry Christmas"?', 'Mele Kalikimaka', 'm'],
];

export const CHRISTMAS_LANGUAGE_TABLES: readonly FactTable[] = [
  {
    id: 'language-christmas-word',
    name: 'christmas-words',
    category: 'language',
    note: NOTE,
    asOf: AS_OF,
    seasons: ['christmas'],
    words: ['Weihnachten', 'Navidad', 'Natale', 'Nadolig', 'Nollaig', 'Kerstmis', 'Kerst', 'Natal', 'Jul', 'Joulu'],
    text: (l) => `What is the ${l} word for Christmas?`,
    mc: (l) => `Which of these is the ${l} word for Christmas?`,
    statement: (l, a) => `${a} is the ${l} word for Christmas.`,
    rows: CHRISTMAS_WORDS,
  },
  {
    id: 'language-christmas-origin',
    name: 'christmas-words',
    category: 'language',
    note: `${NOTE}; Mary Kawena Pukui and Samuel H. Elbert, Hawaiian Dictionary (revised edition, 1986)`,
    asOf: AS_OF,
    seasons: ['christmas'],
    words: ['Xmas', 'Wassail', 'Mele', 'Kalikimaka'],
    text: (q) => q,
    rows: CHRISTMAS_WORD_ORIGINS,
  },
];
