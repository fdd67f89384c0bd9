import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Bank of England, “Withdrawn banknotes reference guide” and “Current banknotes” (bankofengland.co.uk); Bank of Scotland and NatWest Group (Royal Bank of Scotland) banknote pages';

/** [Bank of England note and the year it was first issued, person on its back, level, aliases]. */
const NOTES: readonly (readonly [string, string, string, 'e' | 'm' | 'h', readonly string[]])[] = [
  ['£1', '1978', 'Isaac Newton', 'h', []],
  ['£5', '1971', 'Duke of Wellington', 'h', ['Wellington', 'Arthur Wellesley']],
  ['£10', '1975', 'Florence Nightingale', 'm', []],
  ['£20', '1970', 'William Shakespeare', 'h', []],
  ['£50', '1981', 'Christopher Wren', 'h', ['Wren']],
  ['£5', '1990', 'George Stephenson', 'h', ['Stephenson']],
  ['£10', '1992', 'Charles Dickens', 'm', []],
  ['£20', '1991', 'Michael Faraday', 'h', ['Faraday']],
  ['£50', '1994', 'John Houblon', 'h', ['Houblon']],
  ['£20', '1999', 'Edward Elgar', 'm', ['Elgar']],
  ['£10', '2000', 'Charles Darwin', 'm', []],
  ['£5', '2002', 'Elizabeth Fry', 'm', ['Fry']],
  ['£20', '2007', 'Adam Smith', 'm', []],
  ['£5', '2016', 'Winston Churchill', 'e', []],
  ['£10', '2017', 'Jane Austen', 'e', []],
  ['£20', '2020', 'J. M. W. Turner', 'e', ['Turner', 'JMW Turner', 'William Turner']],
  ['£50', '2021', 'Alan Turing', 'e', ['Turing']],
];

export const BANKNOTE_TABLES: readonly FactTable[] = [
  {
    id: 'famous-people-banknote',
    name: 'people on banknotes',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    text: (s) => `Who appeared on the back of the Bank of England ${s}?`,
    mc: (s) => `Which of these people appeared on the back of the Bank of England ${s}?`,
    rows: NOTES.map(([note, year, who, level, aliases]): Row => [
      `${note} note first issued in ${year}`,
      who,
      level,
      aliases,
    ]),
  },
  {
    id: 'famous-people-scottish-banknote',
    name: 'people on banknotes',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    text: (s) => `Whose portrait appears on ${s}?`,
    mc: (s) => `Which of these people appears on ${s}?`,
    extraDistractors: ['Robert Burns', 'Mary Slessor', 'Adam Smith', 'David Livingstone'],
    rows: [
      ['the front of every Bank of Scotland note', 'Walter Scott', 'm', ['Scott']],
      ['the Royal Bank of Scotland polymer £5 note first issued in 2016', 'Nan Shepherd', 'h', ['Shepherd']],
      ['the Royal Bank of Scotland polymer £10 note first issued in 2017', 'Mary Somerville', 'h', ['Somerville']],
    ],
  },
];
