import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Famous marriages, each subject naming one marriage only. */
export const SPOUSE_TABLES: readonly FactTable[] = [
  {
    id: 'famous-people-spouse',
    name: 'famous spouses',
    category: 'famous-people',
    note: 'Encyclopaedia Britannica biographies; Oxford Dictionary of National Biography; marriage dates as the biographies state them',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (s) => `Who ${s}?`,
    mc: (s) => `Which of these people ${s}?`,
    rows: [
      ['was the Japanese artist who married John Lennon in 1969', 'Yoko Ono', 'e', ['Ono']],
      ['was the singer who married Johnny Cash in 1968', 'June Carter', 'm', ['June Carter Cash']],
      ['is the rapper who married Beyoncé in 2008', 'Jay-Z', 'e', ['Shawn Carter']],
      ['was the rapper married to Kim Kardashian from 2014 to 2022', 'Kanye West', 'e', ['Kanye', 'Ye']],
      ['is the footballer who married a Spice Girl in 1999', 'David Beckham', 'e', ['Beckham']],
      ['was the playwright who married Marilyn Monroe in 1956', 'Arthur Miller', 'm', ['Miller']],
      ['was the baseball star who married Marilyn Monroe in 1954', 'Joe DiMaggio', 'm', ['DiMaggio']],
      ['was the Welsh actor who married Elizabeth Taylor twice', 'Richard Burton', 'e', ['Burton']],
      ['was the Mexican muralist who married Frida Kahlo', 'Diego Rivera', 'm', ['Rivera']],
      [
        'was the first wife of Napoleon',
        'Joséphine de Beauharnais',
        'e',
        ['Josephine', 'Joséphine', 'Empress Josephine', 'Josephine de Beauharnais'],
      ],
      ['was the Greek shipping magnate who married Jacqueline Kennedy in 1968', 'Aristotle Onassis', 'm', ['Onassis']],
      [
        'was the prince of Monaco who married the actress Grace Kelly in 1956',
        'Rainier III',
        'm',
        ['Prince Rainier', 'Rainier'],
      ],
      ['was the actress who married Humphrey Bogart in 1945', 'Lauren Bacall', 'm', ['Bacall']],
      ['was the actress married to Paul Newman for 50 years', 'Joanne Woodward', 'h', ['Woodward']],
      ['was the actress married to Brad Pitt from 2000 to 2005', 'Jennifer Aniston', 'e', ['Aniston']],
      ['was the Australian actress married to Tom Cruise from 1990 to 2001', 'Nicole Kidman', 'e', ['Kidman']],
      ['was the singer who married Kurt Cobain in 1992', 'Courtney Love', 'm'],
      ['was the poet who married Ted Hughes in 1956', 'Sylvia Plath', 'm', ['Plath']],
      ['was the poet who married Robert Browning in 1846', 'Elizabeth Barrett', 'h', ['Elizabeth Barrett Browning']],
      ['was the physicist who married Maria Skłodowska in 1895', 'Pierre Curie', 'h'],
      ['was the wife of William Shakespeare', 'Anne Hathaway', 'm', ['Hathaway']],
      ['was the cousin whom Charles Darwin married in 1839', 'Emma Wedgwood', 'h', ['Emma Darwin']],
      ['was the American president married to Jacqueline Bouvier', 'John F. Kennedy', 'e'],
      ['was the actress who was the first wife of Ronald Reagan', 'Jane Wyman', 'h', ['Wyman']],
      ['was the media owner married to Jerry Hall from 2016 to 2022', 'Rupert Murdoch', 'h', ['Murdoch']],
      ['was the ballerina who married the economist John Maynard Keynes', 'Lydia Lopokova', 'h', ['Lopokova']],
      ['was the first wife of John Lennon', 'Cynthia Powell', 'h', ['Cynthia Lennon', 'Cynthia']],
    ],
  },
];
