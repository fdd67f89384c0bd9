import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

const UK_MONOPOLY = 'Hasbro, Monopoly classic UK edition board and rules (Waddingtons’ London board)';

/** [property on the classic UK Monopoly board, colour set, level, aliases, also right]. */
const MONOPOLY_COLOUR: readonly Row[] = [
  ['Old Kent Road', 'Brown', 'm', [], ['Purple']],
  ['Whitechapel Road', 'Brown', 'm', [], ['Purple']],
  ['The Angel Islington', 'Light blue', 'm', ['Pale blue', 'Sky blue']],
  ['Euston Road', 'Light blue', 'm', ['Pale blue', 'Sky blue']],
  ['Pentonville Road', 'Light blue', 'h', ['Pale blue', 'Sky blue']],
  ['Pall Mall', 'Pink', 'h', ['Magenta']],
  ['Whitehall', 'Pink', 'h', ['Magenta']],
  ['Northumberland Avenue', 'Pink', 'h', ['Magenta']],
  ['Bow Street', 'Orange', 'm'],
  ['Marlborough Street', 'Orange', 'h'],
  ['Vine Street', 'Orange', 'h'],
  ['Strand', 'Red', 'h'],
  ['Fleet Street', 'Red', 'h'],
  ['Trafalgar Square', 'Red', 'm'],
  ['Leicester Square', 'Yellow', 'm'],
  ['Coventry Street', 'Yellow', 'h'],
  ['Piccadilly', 'Yellow', 'm'],
  ['Regent Street', 'Green', 'm'],
  ['Oxford Street', 'Green', 'm'],
  ['Bond Street', 'Green', 'm'],
  ['Park Lane', 'Dark blue', 'e', ['Blue', 'Navy', 'Navy blue']],
  ['Mayfair', 'Dark blue', 'e', ['Blue', 'Navy', 'Navy blue']],
];

/** [description, square on the classic UK Monopoly board, level, aliases]. */
const MONOPOLY_SQUARE: readonly Row[] = [
  ['the most expensive property', 'Mayfair', 'e'],
  ['the cheapest property, the first after Go', 'Old Kent Road', 'e'],
  ['the corner square opposite Go', 'Free Parking', 'm'],
  ['the first railway station after Go', "King's Cross", 'm', ["King's Cross Station", 'Kings Cross']],
  ['the second railway station after Go', 'Marylebone', 'h', ['Marylebone Station']],
  ['the third railway station after Go', 'Fenchurch Street', 'h', ['Fenchurch Street Station', 'Fenchurch St']],
  ['the fourth railway station after Go', 'Liverpool Street', 'h', ['Liverpool Street Station', 'Liverpool St']],
  ['the utility between Pall Mall and Whitehall', 'Electric Company', 'h', ['Electricity Company']],
  ['the utility between Coventry Street and Piccadilly', 'Water Works', 'h', ['Waterworks']],
  ['the tax square just before Mayfair', 'Super Tax', 'h'],
  ['the tax square between Whitechapel Road and the first station', 'Income Tax', 'h'],
];

/** [property or payment on the classic UK Monopoly board, price, level]. */
const MONOPOLY_PRICE: readonly Row[] = [
  ['Mayfair', '£400', 'e'],
  ['Park Lane', '£350', 'm'],
  ['Old Kent Road', '£60', 'm'],
  ['each railway station', '£200', 'm'],
  ['each utility', '£150', 'h'],
  ['Trafalgar Square', '£240', 'h'],
  ['Bond Street', '£320', 'h'],
  ['Pall Mall', '£140', 'h'],
  ['Vine Street', '£200', 'h'],
  ['The Angel Islington', '£100', 'h'],
];

export const MONOPOLY_TABLES: readonly FactTable[] = [
  {
    id: 'general-knowledge-monopoly-colour',
    name: 'gk-monopoly',
    category: 'general-knowledge',
    note: UK_MONOPOLY,
    asOf: AS_OF,
    namedSubjects: true,
    text: (p) => `On the classic UK Monopoly board, what colour is the set that includes ${p}?`,
    mc: (p) => `Which colour group does ${p} belong to on the UK Monopoly board?`,
    rows: MONOPOLY_COLOUR,
  },
  {
    id: 'general-knowledge-monopoly-square',
    name: 'gk-monopoly',
    category: 'general-knowledge',
    note: UK_MONOPOLY,
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `On the classic UK Monopoly board, which square is ${d}?`,
    mc: (d) => `Which square of the UK Monopoly board is ${d}?`,
    rows: MONOPOLY_SQUARE,
  },
  {
    id: 'general-knowledge-monopoly-price',
    name: 'gk-monopoly',
    category: 'general-knowledge',
    note: UK_MONOPOLY,
    asOf: AS_OF,
    namedSubjects: true,
    text: (p) => `On the classic UK Monopoly board, how much does it cost to buy ${p}?`,
    mc: (p) => `What is the price of ${p} on the classic UK Monopoly board?`,
    rows: MONOPOLY_PRICE.map(([s, a, l]): Row => [s, a, l, [a.slice(1), `${a.slice(1)} pounds`]]),
    allowLookAlikes: true,
  },
];
