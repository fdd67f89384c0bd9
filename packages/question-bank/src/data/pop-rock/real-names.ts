import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

/** Birth names that share no word with the stage name (else the question gives itself away). */
const MEN: readonly Row[] = [
  ['Reginald Dwight', 'Elton John', 'e'],
  ['Gordon Sumner', 'Sting', 'e'],
  ['Paul Hewson', 'Bono', 'e'],
  ['Farrokh Bulsara', 'Freddie Mercury', 'm'],
  ['Harry Webb', 'Cliff Richard', 'm'],
  ['Declan MacManus', 'Elvis Costello', 'h'],
  ['Robert Zimmerman', 'Bob Dylan', 'm'],
  ['Richard Starkey', 'Ringo Starr', 'm'],
  ['Peter Hernandez', 'Bruno Mars', 'h'],
  ['Shawn Carter', 'Jay-Z', 'h', ['Jay Z']],
  ['Marshall Mathers', 'Eminem', 'm', ['Slim Shady']],
  ['Curtis Jackson', '50 Cent', 'h', ['Fifty Cent']],
  ['Adam Wiles', 'Calvin Harris', 'h'],
  ['Dylan Mills', 'Dizzee Rascal', 'h'],
  ['William Broad', 'Billy Idol', 'h'],
  ['Thomas Woodward', 'Tom Jones', 'm'],
  ['Arnold Dorsey', 'Engelbert Humperdinck', 'm'],
  ['Terence Nelhams', 'Adam Faith', 'h'],
  ['Ronald Wycherley', 'Billy Fury', 'h'],
  ['Bernard Jewry', 'Alvin Stardust', 'h'],
  ['John Lydon', 'Johnny Rotten', 'm'],
  ['John Simon Ritchie', 'Sid Vicious', 'm'],
  ['John Mellor', 'Joe Strummer', 'h'],
  ['Saul Hudson', 'Slash', 'h'],
  ['Marvin Lee Aday', 'Meat Loaf', 'h', ['Meatloaf']],
  ['James Osterberg', 'Iggy Pop', 'h'],
  ['Vincent Furnier', 'Alice Cooper', 'm'],
  ['Ian Kilmister', 'Lemmy', 'h', ['Lemmy Kilmister']],
  ['Mark Feld', 'Marc Bolan', 'h'],
  ['Michael Barratt', "Shakin' Stevens", 'h', ['Shakin Stevens', 'Shaky']],
  ['Stuart Goddard', 'Adam Ant', 'm'],
  ['Patrick Okogwu', 'Tinie Tempah', 'h'],
  ['David Evans', 'The Edge', 'm', ['Edge']],
  ['Rory Graham', "Rag'n'Bone Man", 'h', ['Ragnbone Man', "Rag 'n' Bone Man"]],
  ['Abel Tesfaye', 'The Weeknd', 'h', ['Weeknd']],
  ['Calvin Broadus', 'Snoop Dogg', 'h', ['Snoop Doggy Dogg', 'Snoop']],
  ['Graham McPherson', 'Suggs', 'h'],
  ['Leslie Sebastian Charles', 'Billy Ocean', 'h'],
  ['Ernest Evans', 'Chubby Checker', 'h'],
];

const WOMEN: readonly Row[] = [
  ['Marie Lawrie', 'Lulu', 'h'],
  ['Priscilla White', 'Cilla Black', 'm'],
  ['Stefani Germanotta', 'Lady Gaga', 'm'],
  ['Katheryn Hudson', 'Katy Perry', 'h'],
  ['Sandra Goodrich', 'Sandie Shaw', 'h'],
  ["Mary O'Brien", 'Dusty Springfield', 'h'],
  ['Gaynor Hopkins', 'Bonnie Tyler', 'h'],
  ['Ella Yelich-O’Connor', 'Lorde', 'h'],
  ['Anna Mae Bullock', 'Tina Turner', 'm'],
  ['Eunice Waymon', 'Nina Simone', 'h'],
  ['Alecia Moore', 'Pink', 'h', ['P!nk']],
  ['Elizabeth Grant', 'Lana Del Rey', 'h'],
];

/** Men and women in separate tables, so a wrong option never gives the answer away by sex. */
function birthNames(id: string, rows: readonly Row[]): FactTable {
  return {
    id,
    name: 'stage-names',
    category: 'pop-rock',
    note: 'Oxford Dictionary of National Biography; Encyclopaedia Britannica biographies; AllMusic artist biographies',
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    text: (n) => `Which music star was born with the name ${n}?`,
    mc: (n) => `Which of these music stars was born ${n}?`,
    rows,
  };
}

export const REAL_NAME_TABLES: readonly FactTable[] = [
  birthNames('pop-rock-birth-name', MEN),
  birthNames('pop-rock-birth-name-women', WOMEN),
];
