import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

type Level = 'e' | 'm' | 'h';

/** [anniversary, traditional material on the British list, level, also right (American lists)]. */
const ANNIVERSARY: readonly (readonly [string, string, Level, string[]?])[] = [
  ['1', 'Cotton', 'm', ['Paper']],
  ['2', 'Paper', 'm', ['Cotton']],
  ['3', 'Leather', 'm'],
  ['5', 'Wood', 'm'],
  ['8', 'Bronze', 'h'],
  ['10', 'Tin', 'm', ['Aluminium']],
  ['11', 'Steel', 'h'],
  ['13', 'Lace', 'h'],
  ['14', 'Ivory', 'h'],
  ['15', 'Crystal', 'm'],
  ['20', 'China', 'm', ['Platinum']],
  ['25', 'Silver', 'e'],
  ['30', 'Pearl', 'e'],
  ['35', 'Coral', 'm', ['Jade']],
  ['40', 'Ruby', 'e'],
  ['45', 'Sapphire', 'm'],
  ['50', 'Gold', 'e'],
  ['55', 'Emerald', 'm'],
  ['60', 'Diamond', 'e'],
  ['70', 'Platinum', 'm'],
  ['80', 'Oak', 'h'],
];

/** Other right answers of the reverse question: British lists give cotton for the first and paper for the second, American lists swap them. */
const MIRROR_ALSO: Record<string, string[]> = {
  Cotton: ['2', '2nd', 'Second'],
  Paper: ['1', '1st', 'First'],
  Diamond: ['75', '75th', 'Seventy-fifth'],
};
/** Right on the modern American list only: kept out of the wrong options but not accepted when typed. */
const MIRROR_NOT_WRONG: Record<string, string[]> = { Platinum: ['20'] };

const ORDINAL_WORDS: Record<string, string> = {
  '1': 'First',
  '2': 'Second',
  '3': 'Third',
  '5': 'Fifth',
  '8': 'Eighth',
  '10': 'Tenth',
  '11': 'Eleventh',
  '13': 'Thirteenth',
  '14': 'Fourteenth',
  '15': 'Fifteenth',
  '20': 'Twentieth',
  '25': 'Twenty-fifth',
  '30': 'Thirtieth',
  '35': 'Thirty-fifth',
  '40': 'Fortieth',
  '45': 'Forty-fifth',
  '50': 'Fiftieth',
  '55': 'Fifty-fifth',
  '60': 'Sixtieth',
  '70': 'Seventieth',
  '80': 'Eightieth',
};

/** 1 -> 1st, 2 -> 2nd, 11 -> 11th. */
function ordinal(n: string): string {
  const k = Number(n);
  const suffix = k % 100 >= 11 && k % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** [month, birthstone on the UK list, level, also right and accepted (the UK list's alternatives, American lists)]. */
const BIRTHSTONE: readonly (readonly [string, string, Level, string[]?])[] = [
  ['January', 'Garnet', 'm'],
  ['February', 'Amethyst', 'm'],
  ['March', 'Aquamarine', 'h', ['Bloodstone']],
  ['April', 'Diamond', 'm', ['Rock crystal']],
  ['May', 'Emerald', 'm', ['Chrysoprase']],
  ['June', 'Pearl', 'm', ['Moonstone', 'Alexandrite']],
  ['July', 'Ruby', 'm', ['Carnelian']],
  ['August', 'Peridot', 'h', ['Sardonyx', 'Spinel']],
  ['September', 'Sapphire', 'm', ['Lapis lazuli']],
  ['October', 'Opal', 'm', ['Tourmaline']],
  ['November', 'Topaz', 'h', ['Citrine']],
  ['December', 'Turquoise', 'h', ['Lapis lazuli', 'Tanzanite', 'Zircon']],
];

/** [sign, symbol, level, aliases]. Scorpio is left out: its symbol repeats its name. */
const ZODIAC_SYMBOL: readonly (readonly [string, string, Level, string[]])[] = [
  ['Aries', 'Ram', 'e', ['The ram']],
  ['Taurus', 'Bull', 'e', ['The bull']],
  ['Gemini', 'Twins', 'e', ['The twins']],
  ['Cancer', 'Crab', 'e', ['The crab']],
  ['Leo', 'Lion', 'e', ['The lion']],
  ['Virgo', 'Virgin', 'm', ['The virgin', 'Maiden', 'The maiden']],
  ['Libra', 'Scales', 'e', ['The scales', 'Balance']],
  ['Sagittarius', 'Archer', 'm', ['The archer', 'Centaur']],
  ['Capricorn', 'Goat', 'm', ['The goat', 'Sea goat', 'Sea-goat']],
  ['Aquarius', 'Water carrier', 'm', ['Water bearer', 'The water carrier', 'The water bearer']],
  ['Pisces', 'Fish', 'e', ['Fishes', 'Two fish', 'The fish']],
];

/** [sign, element, level]. */
const ZODIAC_ELEMENT: readonly Row[] = [
  ['Aries', 'Fire', 'm'],
  ['Leo', 'Fire', 'm'],
  ['Sagittarius', 'Fire', 'h'],
  ['Taurus', 'Earth', 'h'],
  ['Virgo', 'Earth', 'h'],
  ['Capricorn', 'Earth', 'h'],
  ['Gemini', 'Air', 'h'],
  ['Libra', 'Air', 'h'],
  ['Aquarius', 'Air', 'h'],
  ['Cancer', 'Water', 'm'],
  ['Scorpio', 'Water', 'h'],
  ['Pisces', 'Water', 'm'],
];

/** [birthday, star sign (tropical dates as printed in UK newspapers), level]. Dates kept clear of the cusps. */
const STAR_SIGN: readonly Row[] = [
  ['25 December', 'Capricorn', 'm'],
  ['1 January', 'Capricorn', 'm'],
  ['14 February', 'Aquarius', 'm'],
  ['1 March', 'Pisces', 'm'],
  ['17 March', 'Pisces', 'h'],
  ['1 April', 'Aries', 'm'],
  ['1 May', 'Taurus', 'h'],
  ['6 June', 'Gemini', 'h'],
  ['4 July', 'Cancer', 'h'],
  ['1 August', 'Leo', 'h'],
  ['1 September', 'Virgo', 'h'],
  ['5 October', 'Libra', 'h'],
  ['31 October', 'Scorpio', 'm'],
  ['5 November', 'Scorpio', 'm'],
  ['10 December', 'Sagittarius', 'h'],
];

/** [year, animal of the Chinese year that began in it, level, aliases]. */
const CHINESE_YEAR: readonly Row[] = [
  ['2015', 'Goat', 'h', ['Sheep', 'Ram']],
  ['2016', 'Monkey', 'h'],
  ['2017', 'Rooster', 'h', ['Cockerel', 'Chicken', 'Cock']],
  ['2018', 'Dog', 'h'],
  ['2019', 'Pig', 'h', ['Boar']],
  ['2020', 'Rat', 'm'],
  ['2021', 'Ox', 'h', ['Cow', 'Buffalo']],
  ['2022', 'Tiger', 'h'],
  ['2023', 'Rabbit', 'm', ['Hare']],
  ['2024', 'Dragon', 'm'],
  ['2025', 'Snake', 'm'],
  ['2026', 'Horse', 'm'],
];

export const CALENDAR_TABLES: readonly FactTable[] = [
  {
    id: 'general-knowledge-anniversary',
    name: 'gk-wedding-anniversaries',
    category: 'general-knowledge',
    note: 'Debrett’s wedding anniversary list (debretts.com); Brewer’s Dictionary of Phrase and Fable (20th ed.)',
    asOf: AS_OF,
    text: (n) => `Which material or gift is traditionally linked with the ${ordinal(n)} wedding anniversary?`,
    mc: (n) => `Which of these is the traditional theme of the ${ordinal(n)} wedding anniversary?`,
    rows: ANNIVERSARY.map(([n, m, l, also]): Row => [n, m, l, n === '20' ? [] : (also ?? []), also ?? []]),
  },
  {
    id: 'general-knowledge-anniversary-year',
    name: 'gk-wedding-anniversaries',
    category: 'general-knowledge',
    note: 'Debrett’s wedding anniversary list (debretts.com); Brewer’s Dictionary of Phrase and Fable (20th ed.)',
    asOf: AS_OF,
    mirrorOf: 'general-knowledge-anniversary',
    text: (m) => `How many years of marriage does a ${m.toLowerCase()} wedding anniversary traditionally mark?`,
    mc: (m) =>
      `A couple celebrating their ${m.toLowerCase()} wedding anniversary have been married for how many years?`,
    rows: ANNIVERSARY.filter(([, m]) => m !== 'China').map(([n, m, l]): Row => [
      m,
      n,
      l,
      [ORDINAL_WORDS[n] ?? n, ordinal(n), ...(MIRROR_ALSO[m] ?? [])],
      [...(MIRROR_ALSO[m] ?? []), ...(MIRROR_NOT_WRONG[m] ?? [])],
    ]),
    allowLookAlikes: true,
  },
  {
    id: 'general-knowledge-birthstone',
    name: 'gk-birthstones',
    category: 'general-knowledge',
    note: 'National Association of Goldsmiths birthstone list (1937, as published by the NAG); Goldsmiths’ Company',
    asOf: AS_OF,
    text: (m) => `What is the birthstone for ${m}?`,
    mc: (m) => `Which gemstone is the birthstone for the month of ${m}?`,
    rows: BIRTHSTONE.map(([m, s, l, also]): Row => [m, s, l, also ?? [], also ?? []]),
  },
  {
    id: 'general-knowledge-birthstone-month',
    name: 'gk-birthstones',
    category: 'general-knowledge',
    note: 'National Association of Goldsmiths birthstone list (1937, as published by the NAG); Goldsmiths’ Company',
    asOf: AS_OF,
    mirrorOf: 'general-knowledge-birthstone',
    words: ['peridot'],
    text: (s) => `Which month has the ${s.toLowerCase()} as its birthstone?`,
    mc: (s) => `The ${s.toLowerCase()} is the birthstone of which month?`,
    rows: BIRTHSTONE.map(([m, s, l]): Row => [s, m, l, [], s === 'Topaz' ? ['December'] : []]),
  },
  {
    id: 'general-knowledge-zodiac-symbol',
    name: 'gk-zodiac',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary entries for each sign; Brewer’s Dictionary of Phrase and Fable',
    asOf: AS_OF,
    namedSubjects: true,
    text: (s) => `What is the symbol of the star sign ${s}?`,
    mc: (s) => `Which of these represents the star sign ${s}?`,
    rows: ZODIAC_SYMBOL.map(([s, y, l, a]): Row => [s, y, l, a]),
  },
  {
    id: 'general-knowledge-zodiac-sign',
    name: 'gk-zodiac',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary entries for each sign; Brewer’s Dictionary of Phrase and Fable',
    asOf: AS_OF,
    mirrorOf: 'general-knowledge-zodiac-symbol',
    text: (y) => `Which sign of the zodiac is represented by the ${y.toLowerCase()}?`,
    mc: (y) => `The ${y.toLowerCase()} is the symbol of which star sign?`,
    rows: ZODIAC_SYMBOL.map(([s, y, l]): Row => [y, s, l]),
    extraDistractors: ['Scorpio'],
  },
  {
    id: 'general-knowledge-zodiac-element',
    name: 'gk-zodiac',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary entries for each sign; Brewer’s Dictionary of Phrase and Fable',
    asOf: AS_OF,
    namedSubjects: true,
    text: (s) => `In astrology, which of the four elements is ${s} a sign of?`,
    mc: (s) => `Astrologers call ${s} a sign of which element?`,
    rows: ZODIAC_ELEMENT,
  },
  {
    id: 'general-knowledge-star-sign-date',
    name: 'gk-zodiac',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary entries for each sign (date ranges); dates chosen clear of the cusps',
    asOf: AS_OF,
    text: (d) => `What is the star sign of someone born on ${d}?`,
    mc: (d) => `Someone born on ${d} has which star sign?`,
    rows: STAR_SIGN,
    extraDistractors: ['Scorpio', 'Leo'],
  },
  {
    id: 'general-knowledge-chinese-year',
    name: 'gk-chinese-zodiac',
    category: 'general-knowledge',
    note: 'Hong Kong Observatory Gregorian–Lunar calendar conversion tables (hko.gov.hk)',
    asOf: AS_OF,
    text: (y) => `Which animal of the Chinese zodiac gave its name to the year that began at Chinese New Year ${y}?`,
    mc: (y) => `Chinese New Year ${y} began the Year of the what?`,
    rows: CHINESE_YEAR,
  },
];
