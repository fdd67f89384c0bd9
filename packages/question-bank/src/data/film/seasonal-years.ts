import type { FactTable, Row } from '../fact-table.js';
import { sentence } from '../../lib/text.js';

const AS_OF = '2026-11-26';
const NOTE = 'BFI Film & TV Database (year of first release); British Board of Film Classification records';

/** The year each Christmas film came out (films whose year is asked elsewhere in the bank are left out). */
const CHRISTMAS_FILMS: readonly Row[] = [
  ["It's a Wonderful Life", '1946', 'm'],
  ['Miracle on 34th Street (the original)', '1947', 'h'],
  ['White Christmas', '1954', 'h'],
  ['A Christmas Story', '1983', 'h'],
  ['Gremlins', '1984', 'm'],
  ['Scrooged', '1988', 'h'],
  ['Die Hard', '1988', 'm'],
  ["National Lampoon's Christmas Vacation", '1989', 'h'],
  ['Home Alone', '1990', 'e'],
  ['Home Alone 2: Lost in New York', '1992', 'm'],
  ['The Muppet Christmas Carol', '1992', 'm'],
  ['The Nightmare Before Christmas', '1993', 'm'],
  ['The Santa Clause', '1994', 'h'],
  ['Jingle All the Way', '1996', 'h'],
  ['Elf', '2003', 'm'],
  ['Bad Santa', '2003', 'h'],
  ['The Polar Express', '2004', 'm'],
  ['The Holiday', '2006', 'h'],
  ['Fred Claus', '2007', 'h'],
  ['Nativity!', '2009', 'h'],
  ['Arthur Christmas', '2011', 'h'],
  ['Klaus', '2019', 'h'],
];

/** The year each horror film came out (again leaving out those asked elsewhere: Psycho, The Exorcist, Jaws...). */
const HORROR_FILMS: readonly Row[] = [
  ['Nosferatu (the silent original)', '1922', 'h'],
  ['Frankenstein (the Boris Karloff original)', '1931', 'h'],
  ['Night of the Living Dead', '1968', 'h'],
  ["Rosemary's Baby", '1968', 'h'],
  ['The Wicker Man (the original)', '1973', 'h'],
  ['The Omen (the original)', '1976', 'h'],
  ['Carrie (the original)', '1976', 'h'],
  ['Halloween (the original)', '1978', 'm'],
  ['The Shining', '1980', 'm'],
  ['An American Werewolf in London', '1981', 'h'],
  ['Poltergeist', '1982', 'h'],
  ['A Nightmare on Elm Street (the original)', '1984', 'm'],
  ['Beetlejuice', '1988', 'm'],
  ['Hocus Pocus', '1993', 'm'],
  ['Scream (the original)', '1996', 'm'],
  ['The Blair Witch Project', '1999', 'm'],
  ['The Sixth Sense', '1999', 'm'],
  ['28 Days Later', '2002', 'm'],
  ['Shaun of the Dead', '2004', 'm'],
  ['Saw (the original)', '2004', 'h'],
  ['Get Out', '2017', 'm'],
  ['Hereditary', '2018', 'h'],
  ['A Quiet Place', '2018', 'm'],
];

/** Horror villains and the film series they stalk (those asked elsewhere, Freddy Krueger or Jason Voorhees, are left out). */
const VILLAINS: readonly Row[] = [
  ['Chucky, the killer doll', "Child's Play", 'm'],
  ['Pinhead and the Cenobites', 'Hellraiser', 'm'],
  ['Leatherface', 'The Texas Chain Saw Massacre', 'm', ['Texas Chainsaw Massacre', 'The Texas Chainsaw Massacre']],
  ['Jigsaw, who sets deadly games', 'Saw', 'm'],
  ['Samara, the girl from the well', 'The Ring', 'h', ['Ring']],
  ['Damien Thorn, the Antichrist as a boy', 'The Omen', 'm', ['Omen']],
  ['Annabelle, the possessed doll', 'The Conjuring', 'h', ['Annabelle']],
  ['Art the Clown', 'Terrifier', 'h'],
  ['Esther, the girl who is not what she seems', 'Orphan', 'h'],
  ['the Tall Man', 'Phantasm', 'h'],
];

const years = (id: string, kind: string, seasons: FactTable['seasons'], rows: readonly Row[]): FactTable => ({
  id,
  name: seasons?.includes('christmas') ? 'christmas-films' : 'horror-films',
  category: 'film',
  note: NOTE,
  asOf: AS_OF,
  namedSubjects: true,
  allowLookAlikes: true,
  seasons,
  text: (f) => `In which year was the ${kind} film ${f} released?`,
  mc: (f) => `In which of these years did the ${kind} film ${f} come out?`,
  statement: (f, y) => `${sentence(f)} came out in ${y}.`,
  rows,
});

export const SEASONAL_FILM_YEAR_TABLES: readonly FactTable[] = [
  years('film-christmas-year', 'Christmas', ['christmas'], CHRISTMAS_FILMS),
  years('film-horror-year', 'horror', ['halloween'], HORROR_FILMS),
  {
    id: 'film-horror-villain',
    name: 'horror-films',
    category: 'film',
    note: NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    seasons: ['halloween'],
    text: (v) => `In which horror film series does ${v} appear?`,
    mc: (v) => `Which horror film series features ${v}?`,
    rows: VILLAINS,
  },
];
