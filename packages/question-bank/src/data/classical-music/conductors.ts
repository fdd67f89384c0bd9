import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

const BERLIN = ['Berlin Philharmonic Orchestra', 'Berliner Philharmoniker', 'Berlin Phil'];
const HALLE = ['Hallé Orchestra', 'Halle', 'The Halle'];
const CONCERTGEBOUW = ['Royal Concertgebouw Orchestra', 'Concertgebouw'];
const BOSTON = ['Boston Symphony', 'BSO'];

/**
 * Conductors and the orchestra each led longest as principal conductor or music director (past posts only).
 * Another orchestra a conductor led for years is also right.
 */
const CONDUCTORS: readonly Row[] = [
  ['Herbert von Karajan', 'Berlin Philharmonic', 'm', BERLIN],
  ['Wilhelm Furtwängler', 'Berlin Philharmonic', 'h', BERLIN, ['Vienna Philharmonic']],
  ['John Barbirolli', 'Hallé', 'm', HALLE, ['New York Philharmonic']],
  ['Mark Elder', 'Hallé', 'h', HALLE],
  ['Eugene Ormandy', 'Philadelphia Orchestra', 'h'],
  ['Leopold Stokowski', 'Philadelphia Orchestra', 'h', [], ['NBC Symphony Orchestra']],
  ['Georg Solti', 'Chicago Symphony Orchestra', 'h', ['Chicago Symphony', 'CSO']],
  ['George Szell', 'Cleveland Orchestra', 'h'],
  ['Serge Koussevitzky', 'Boston Symphony Orchestra', 'h', BOSTON],
  ['Seiji Ozawa', 'Boston Symphony Orchestra', 'h', BOSTON],
  ['Leonard Bernstein', 'New York Philharmonic', 'm', ['New York Phil', 'NY Phil']],
  [
    'Simon Rattle',
    'City of Birmingham Symphony Orchestra',
    'm',
    ['CBSO', 'Birmingham Symphony Orchestra'],
    ['Berlin Philharmonic', 'London Symphony Orchestra'],
  ],
  [
    'Adrian Boult',
    'BBC Symphony Orchestra',
    'h',
    ['BBC Symphony', 'BBC SO'],
    ['City of Birmingham Symphony Orchestra', 'London Philharmonic Orchestra'],
  ],
  [
    'Bernard Haitink',
    'Concertgebouw Orchestra',
    'h',
    CONCERTGEBOUW,
    ['London Philharmonic Orchestra', 'Chicago Symphony Orchestra'],
  ],
  [
    'Thomas Beecham',
    'Royal Philharmonic Orchestra',
    'm',
    ['RPO', 'Royal Philharmonic'],
    ['London Philharmonic Orchestra'],
  ],
  ['Arturo Toscanini', 'NBC Symphony Orchestra', 'h', ['NBC Symphony'], ['New York Philharmonic', 'La Scala']],
];

export const CONDUCTOR_TABLES: readonly FactTable[] = [
  {
    id: 'classical-conductor-orchestra',
    name: 'conductors',
    category: 'classical-music',
    note: 'Grove Music Online conductor biographies; the orchestras’ own histories of their principal conductors',
    asOf: AS_OF,
    namedSubjects: true,
    text: (c) => `Which orchestra did ${c} lead for many years as its principal conductor?`,
    mc: (c) => `Which of these did ${c} lead for many years as chief conductor?`,
    extraDistractors: ['London Symphony Orchestra', 'Vienna Philharmonic', 'Royal Liverpool Philharmonic'],
    rows: CONDUCTORS,
  },
];
