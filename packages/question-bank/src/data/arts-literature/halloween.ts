import type { FactTable, Row } from '../fact-table.js';

/** Ghost stories and horror classics read at Hallowe’en (novels already asked elsewhere are left out). */
const HORROR_BOOKS: readonly Row[] = [
  ['The Turn of the Screw', 'Henry James', 'm'],
  ['The Fall of the House of Usher', 'Edgar Allan Poe', 'm', ['Poe']],
  ['The Tell-Tale Heart', 'Edgar Allan Poe', 'm', ['Poe']],
  ['The Legend of Sleepy Hollow', 'Washington Irving', 'm', ['Irving']],
  ['The Haunting of Hill House', 'Shirley Jackson', 'h', ['Jackson']],
  ['The Woman in Black', 'Susan Hill', 'm', ['Hill']],
  ["The Monkey's Paw", 'W. W. Jacobs', 'h', ['WW Jacobs', 'Jacobs']],
  ['Interview with the Vampire', 'Anne Rice', 'm', ['Rice']],
  ['Carmilla', 'Sheridan Le Fanu', 'h', ['Le Fanu', 'J. Sheridan Le Fanu']],
  ['The Vampyre (1819)', 'John Polidori', 'h', ['Polidori']],
  ["'Salem's Lot", 'Stephen King', 'm', ['King']],
  ['Pet Sematary', 'Stephen King', 'm', ['King']],
  ['The Exorcist (1971)', 'William Peter Blatty', 'h', ['Blatty']],
  ['Ghost Stories of an Antiquary', 'M. R. James', 'h', ['MR James']],
  ['The Phantom of the Opera', 'Gaston Leroux', 'm', ['Leroux']],
  ['The Invisible Man', 'H. G. Wells', 'm', ['HG Wells', 'Wells']],
  ['The Canterville Ghost', 'Oscar Wilde', 'm', ['Wilde']],
];

export const HALLOWEEN_BOOK_TABLES: readonly FactTable[] = [
  {
    id: 'arts-horror-author',
    name: 'horror-classics',
    category: 'arts-literature',
    note: 'The Oxford Companion to English Literature (7th edition, 2009); British Library catalogue',
    asOf: '2026-11-26',
    namedSubjects: true,
    answerKind: 'person',
    seasons: ['halloween'],
    text: (t) => `Who wrote the spine-chiller ${t}?`,
    mc: (t) => `Which of these authors wrote the chilling tale ${t}?`,
    statement: (t, a) => `${a} wrote ${t}.`,
    rows: HORROR_BOOKS,
  },
];
