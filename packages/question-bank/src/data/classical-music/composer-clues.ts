import type { FactTable } from '../fact-table.js';
import { AS_OF, GROVE, aka } from './shared.js';

type L = 'e' | 'm' | 'h';

/** [what the composer did or was called, composer, level]: facts of their lives, not their works. */
const CLUES: readonly (readonly [string, string, L])[] = [
  ['toured Europe as a child prodigy and died in Vienna in 1791, aged 35', 'Wolfgang Amadeus Mozart', 'e'],
  ['kept composing after he went deaf, finishing his Ninth Symphony in 1824', 'Ludwig van Beethoven', 'e'],
  ['was a priest nicknamed the Red Priest for his red hair', 'Antonio Vivaldi', 'm'],
  [
    'was born in Germany, became a British subject in 1727 and is buried in Westminster Abbey',
    'George Frideric Handel',
    'm',
  ],
  ['is known as the Father of the Symphony', 'Joseph Haydn', 'm'],
  ['was known as the Waltz King', 'Johann Strauss II', 'm'],
  ['left Poland in 1830 and died in Paris at 39', 'Frédéric Chopin', 'm'],
  ['founded the Aldeburgh Festival with the tenor Peter Pears', 'Benjamin Britten', 'm'],
  ['wrote more than 600 songs and died in Vienna at 31', 'Franz Schubert', 'm'],
  ['has a surname that is the German word for a brook', 'Johann Sebastian Bach', 'm'],
  ['worked as a professor of chemistry as well as composing', 'Alexander Borodin', 'h'],
  ['was called the Swan of Pesaro', 'Gioachino Rossini', 'h'],
  ['married the pianist Clara Wieck', 'Robert Schumann', 'h'],
  ['served as an officer in the Russian navy before composing full time', 'Nikolai Rimsky-Korsakov', 'h'],
  ['ran an insurance business in the United States while composing', 'Charles Ives', 'h'],
  ["taught music at St Paul's Girls' School in London for nearly 30 years", 'Gustav Holst', 'h'],
];

export const CLUE_TABLES: readonly FactTable[] = [
  {
    id: 'classical-composer-clue',
    name: 'composer-lives',
    category: 'classical-music',
    note: `${GROVE}; Encyclopaedia Britannica biographies`,
    asOf: AS_OF,
    answerKind: 'person',
    words: ['Aldeburgh', 'Pears', 'Wieck', 'Pesaro'],
    text: (c) => `Which composer ${c}?`,
    mc: (c) => `Which of these composers ${c}?`,
    rows: CLUES.map(([c, n, l]) => [c, n, l, n === 'Charles Ives' ? ['Ives'] : aka(n)]),
  },
];
