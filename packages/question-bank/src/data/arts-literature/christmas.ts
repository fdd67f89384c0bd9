import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE = 'The Oxford Companion to English Literature (7th edition, 2009); British Library catalogue';

/** The people and spirits of Dickens's A Christmas Carol (1843), as the story names them. */
const CAROL_CHARACTERS: readonly Row[] = [
  ["Scrooge's dead business partner, who comes back as a ghost in chains", 'Jacob Marley', 'e', ['Marley']],
  ["Scrooge's clerk, paid fifteen shillings a week", 'Bob Cratchit', 'e', ['Cratchit']],
  ["Bob Cratchit's youngest son, who walks with a crutch", 'Tiny Tim', 'e'],
  [
    'the merchant Scrooge was apprenticed to, who threw a Christmas ball',
    'Mr Fezziwig',
    'm',
    ['Fezziwig', 'Old Fezziwig'],
  ],
  ["Scrooge's cheerful nephew, who asks him to Christmas dinner", 'Fred', 'm'],
  ['the young woman who broke off her engagement to Scrooge', 'Belle', 'h'],
  ["Scrooge's little sister, who fetched him home from school", 'Fan', 'h'],
  [
    'the second of the three spirits who visit Scrooge',
    'The Ghost of Christmas Present',
    'm',
    ['Ghost of Christmas Present', 'Christmas Present'],
  ],
  [
    'the silent spirit who shows Scrooge his own grave',
    'The Ghost of Christmas Yet to Come',
    'm',
    ['Ghost of Christmas Yet to Come', 'Ghost of Christmas Future', 'Christmas Yet to Come'],
  ],
];

/** Christmas books and stories and who wrote them (books whose author is asked elsewhere are left out). */
const CHRISTMAS_BOOKS: readonly Row[] = [
  ['The Polar Express', 'Chris Van Allsburg', 'h', ['Van Allsburg']],
  ["A Child's Christmas in Wales", 'Dylan Thomas', 'm'],
  ['The Box of Delights', 'John Masefield', 'h', ['Masefield']],
  ['The Christmas Pig', 'J. K. Rowling', 'm', ['JK Rowling', 'Rowling']],
  ['The Jolly Christmas Postman', 'Janet and Allan Ahlberg', 'h', ['Allan Ahlberg', 'Janet Ahlberg', 'The Ahlbergs']],
  ['The Tailor of Gloucester', 'Beatrix Potter', 'm', ['Potter']],
  ['The Nutcracker and the Mouse King', 'E. T. A. Hoffmann', 'h', ['ETA Hoffmann', 'Hoffmann']],
  ['The Dark Is Rising, which opens on Midwinter Eve', 'Susan Cooper', 'h'],
  ['The Chimes, a Christmas book of 1844', 'Charles Dickens', 'm', ['Dickens']],
];

/** Christmas in books: facts no single template fits, each asked as its own question. */
const CHRISTMAS_IN_BOOKS: readonly Row[] = [
  [
    'Which classic novel opens with the grumble "Christmas won\'t be Christmas without any presents"?',
    'Little Women',
    'm',
  ],
  [
    'In The Lion, the Witch and the Wardrobe, who has made it "always winter and never Christmas" in Narnia?',
    'The White Witch',
    'e',
    ['White Witch', 'Jadis'],
  ],
  [
    'In The Pickwick Papers, where do Mr Pickwick and his friends spend Christmas with Mr Wardle?',
    'Dingley Dell',
    'h',
    ['Manor Farm'],
  ],
  [
    "In Harry Potter and the Philosopher's Stone, what Christmas present of his father's does Harry receive?",
    'An invisibility cloak',
    'e',
    ['Invisibility cloak', 'Cloak of invisibility'],
  ],
  ['Which Shakespeare comedy takes its title from the last night of the Christmas season?', 'Twelfth Night', 'm'],
  ['How many spirits does Jacob Marley tell Scrooge will visit him?', 'Three', 'e', ['3']],
];

/** Ghost stories and Gothic characters for Hallowe’en: places, names and things of the books. */
const GOTHIC_FACTS: readonly Row[] = [
  ['In Dracula, at which Yorkshire port does the Count come ashore in the shape of a dog?', 'Whitby', 'e'],
  ['In Dracula, what is the name of the ship that carries the Count to England?', 'Demeter', 'h', ['The Demeter']],
  ['In which region of Romania does Bram Stoker place Castle Dracula?', 'Transylvania', 'e'],
  ['At which villa on Lake Geneva did Mary Shelley begin Frankenstein in 1816?', 'Villa Diodati', 'h', ['Diodati']],
  ['Which poet set the ghost-story challenge at which Mary Shelley began Frankenstein?', 'Lord Byron', 'm', ['Byron']],
  ["What is Dr Jekyll's first name in Stevenson's story?", 'Henry', 'm'],
  [
    'What is the name of the schoolmaster chased by the Headless Horseman in The Legend of Sleepy Hollow?',
    'Ichabod Crane',
    'm',
    ['Ichabod'],
  ],
  ['In which fictional Maine town is Stephen King’s It set?', 'Derry', 'm'],
  ["What is the name of the rabid St Bernard in Stephen King's 1981 novel?", 'Cujo', 'm'],
  ["Stephen King's Christine is a car of which make?", 'Plymouth', 'h', ['Plymouth Fury']],
  ['In Misery, what is the name of the nurse who holds the writer Paul Sheldon captive?', 'Annie Wilkes', 'm'],
  ['Which London theatre did Bram Stoker manage for Henry Irving?', 'The Lyceum', 'h', ['Lyceum Theatre', 'Lyceum']],
  ['What word does the raven keep repeating in Edgar Allan Poe’s poem?', 'Nevermore', 'e'],
  ['Which Roald Dahl book has the Grand High Witch plan to turn children into mice?', 'The Witches', 'e', ['Witches']],
];

export const CHRISTMAS_BOOK_TABLES: readonly FactTable[] = [
  {
    id: 'arts-christmas-carol-character',
    name: 'a-christmas-carol',
    category: 'arts-literature',
    note: 'Charles Dickens, A Christmas Carol (1843), Project Gutenberg text',
    asOf: AS_OF,
    namedSubjects: true,
    seasons: ['christmas'],
    text: (s) => `In A Christmas Carol, what is the name of ${s}?`,
    mc: (s) => `In A Christmas Carol, which of these is ${s}?`,
    rows: CAROL_CHARACTERS,
  },
  {
    id: 'arts-christmas-book-author',
    name: 'christmas-books',
    category: 'arts-literature',
    note: NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    seasons: ['christmas'],
    text: (t) => `Who wrote the Christmas story ${t}?`,
    mc: (t) => `Which of these authors wrote ${t}?`,
    statement: (t, a) => `${a} wrote ${t}.`,
    rows: CHRISTMAS_BOOKS,
  },
  {
    id: 'arts-christmas-in-books',
    name: 'christmas-books',
    category: 'arts-literature',
    note: `${NOTE}; the texts themselves`,
    asOf: AS_OF,
    seasons: ['christmas'],
    words: ['Wardle'],
    text: (q) => q,
    rows: CHRISTMAS_IN_BOOKS,
  },
  {
    id: 'arts-gothic-facts',
    name: 'horror-classics',
    category: 'arts-literature',
    note: `${NOTE}; the texts themselves`,
    asOf: AS_OF,
    seasons: ['halloween'],
    words: ['Diodati', 'Cujo', 'Wilkes', 'Ichabod'],
    text: (q) => q,
    rows: GOTHIC_FACTS,
  },
];
