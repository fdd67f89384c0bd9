import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'NASA astronaut biographies (nasa.gov); ESA astronaut pages (esa.int); UK Space Agency; Encyclopaedia Britannica';

/** [astronaut, nationality, level, aliases, also right]. */
const NATIONALITIES: readonly Row[] = [
  ['Chris Hadfield', 'Canadian', 'm'],
  ['Yang Liwei', 'Chinese', 'm'],
  ['Rakesh Sharma', 'Indian', 'm'],
  ['Thomas Pesquet', 'French', 'm'],
  ['Samantha Cristoforetti', 'Italian', 'm'],
  ['Mark Shuttleworth', 'South African', 'h', [], ['British']],
  ['Koichi Wakata', 'Japanese', 'm'],
  ['Tim Peake', 'British', 'e', ['English']],
  ['Neil Armstrong', 'American', 'e', ['US', 'United States']],
  ['Buzz Aldrin', 'American', 'e', ['US', 'United States']],
  ['Valentina Tereshkova', 'Russian', 'm', ['Soviet']],
  ['Helen Sharman', 'British', 'e', ['English']],
];

export const ASTRONAUT_TABLES: readonly FactTable[] = [
  {
    id: 'space-astronaut-nationality',
    name: 'astronauts',
    category: 'space',
    note: NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    text: (a) => `What is the nationality of the astronaut ${a}?`,
    mc: (a) => `Which of these is the nationality of the astronaut ${a}?`,
    rows: NATIONALITIES,
  },
  {
    id: 'space-astronaut',
    name: 'astronauts',
    category: 'space',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (d) => `Which astronaut ${d}?`,
    mc: (d) => `Which of these astronauts ${d}?`,
    rows: [
      [
        'ran the London Marathon on a treadmill aboard the International Space Station in 2016',
        'Tim Peake',
        'e',
        ['Peake'],
      ],
      [
        'was the first astronaut of the European Space Agency to fly for Britain, on the Principia mission',
        'Tim Peake',
        'm',
      ],
      ['was the first British-born astronaut to walk in space, in 1995', 'Michael Foale', 'h', ['Foale']],
      [
        'sang David Bowie’s Space Oddity aboard the International Space Station in 2013',
        'Chris Hadfield',
        'm',
        ['Hadfield'],
      ],
      [
        'spent almost a year on the International Space Station in 2015 and 2016 while his twin brother stayed on Earth',
        'Scott Kelly',
        'h',
      ],
      [
        'holds the record for the longest single spaceflight, 437 days on Mir in 1994 and 1995',
        'Valeri Polyakov',
        'h',
        ['Polyakov', 'Valeriy Polyakov'],
      ],
      ['became China’s first astronaut, in 2003', 'Yang Liwei', 'm'],
      ['became the first Indian in space, in 1984', 'Rakesh Sharma', 'h'],
      ['paid to become the first space tourist, in 2001', 'Dennis Tito', 'h', ['Tito']],
      ['was the teacher killed in the Challenger disaster of 1986', 'Christa McAuliffe', 'h', ['McAuliffe']],
      ['became the first woman to walk in space, in 1984', 'Svetlana Savitskaya', 'h', ['Savitskaya']],
      ['became the first woman to command a Space Shuttle, in 1999', 'Eileen Collins', 'h'],
      ['became the first African American woman in space, in 1992', 'Mae Jemison', 'h', ['Jemison']],
      ['became the first African American in space, in 1983', 'Guion Bluford', 'h', ['Bluford']],
      ['became the first South African in space, in 2002', 'Mark Shuttleworth', 'h', ['Shuttleworth']],
    ],
  },
];
