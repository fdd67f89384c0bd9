import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'The New Grove Dictionary of Music and Musicians (2nd edition, 2001); Royal Opera House and BBC Proms archives';

/** Music written for Christmas and who composed it (Messiah, The Nutcracker and others are asked elsewhere). */
const CHRISTMAS_WORKS: readonly Row[] = [
  ['the Christmas Oratorio of 1734', 'Johann Sebastian Bach', 'm', ['Bach', 'J. S. Bach']],
  ["L'enfance du Christ", 'Hector Berlioz', 'h', ['Berlioz']],
  ['Fantasia on Christmas Carols', 'Ralph Vaughan Williams', 'h', ['Vaughan Williams']],
  ['the "Christmas Concerto", the concerto grosso Op. 6 No. 8', 'Arcangelo Corelli', 'h', ['Corelli']],
  [
    'Amahl and the Night Visitors, the Christmas opera written for television in 1951',
    'Gian Carlo Menotti',
    'h',
    ['Menotti'],
  ],
  [
    "Troika, from the Lieutenant Kijé suite, borrowed for Greg Lake's I Believe in Father Christmas",
    'Sergei Prokofiev',
    'h',
    ['Prokofiev'],
  ],
];

/** Facts of Christmas music, each asked as its own question. */
const CHRISTMAS_MUSIC_QUESTIONS: readonly Row[] = [
  ['Which bell-like keyboard instrument plays the Dance of the Sugar Plum Fairy in The Nutcracker?', 'Celesta', 'm'],
  ["In which city was Handel's Messiah first performed?", 'Dublin', 'm'],
  [
    'During which chorus of Messiah do audiences traditionally stand?',
    'Hallelujah',
    'e',
    ['Hallelujah chorus', 'The Hallelujah Chorus'],
  ],
  ['In which city was The Nutcracker first performed, in 1892?', 'St Petersburg', 'h', ['Saint Petersburg']],
  [
    'Which choir sings the Festival of Nine Lessons and Carols broadcast every Christmas Eve?',
    "King's College Choir",
    'm',
    ["The Choir of King's College, Cambridge", "King's College, Cambridge"],
  ],
];

export const CHRISTMAS_CLASSICAL_TABLES: readonly FactTable[] = [
  {
    id: 'classical-christmas-work',
    name: 'christmas-music',
    category: 'classical-music',
    note: NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    seasons: ['christmas'],
    text: (w) => `Who composed ${w}?`,
    mc: (w) => `Which of these composers wrote ${w}?`,
    statement: (w, a) => `${a} composed ${w}.`,
    rows: CHRISTMAS_WORKS,
  },
  {
    id: 'classical-christmas-question',
    name: 'christmas-music',
    category: 'classical-music',
    note: `${NOTE}; King’s College, Cambridge (kings.cam.ac.uk)`,
    asOf: AS_OF,
    seasons: ['christmas'],
    text: (q) => q,
    rows: CHRISTMAS_MUSIC_QUESTIONS,
  },
];
