import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

/**
 * Birth names that share no word with the stage name (else the question gives itself away). Stars whose birth
 * names famous-people/real-names.ts already asks (Elton John, Sting, Lulu...) are left out here.
 */
const MEN: readonly Row[] = [
  ['Adam Wiles', 'Calvin Harris', 'h'],
  ['Terence Nelhams', 'Adam Faith', 'h'],
  ['Ronald Wycherley', 'Billy Fury', 'h'],
  ['Bernard Jewry', 'Alvin Stardust', 'h', [], ['Shane Fenton']],
  ['John Lydon', 'Johnny Rotten', 'm'],
  ['John Mellor', 'Joe Strummer', 'h'],
  ['Marvin Lee Aday', 'Meat Loaf', 'h', ['Meatloaf']],
  ['Mark Feld', 'Marc Bolan', 'h'],
  ['Patrick Okogwu', 'Tinie Tempah', 'h'],
  ['David Evans', 'The Edge', 'm', ['Edge']],
  ['Rory Graham', "Rag'n'Bone Man", 'h', ['Ragnbone Man', "Rag 'n' Bone Man"]],
  ['Abel Tesfaye', 'The Weeknd', 'h', ['Weeknd']],
  ['Graham McPherson', 'Suggs', 'h'],
  ['Leslie Sebastian Charles', 'Billy Ocean', 'h'],
  ['Ernest Evans', 'Chubby Checker', 'h'],
  ['Reginald Smith', 'Marty Wilde', 'h'],
  ['Christopher Hamill', 'Limahl', 'h'],
  ['Timothy McKenzie', 'Labrinth', 'h'],
  ['Elliot Gleave', 'Example', 'h'],
  ['Richard Melville Hall', 'Moby', 'h'],
  ['Michael Holbrook Penniman', 'Mika', 'h'],
  ['Andre Young', 'Dr. Dre', 'h', ['Dr Dre']],
  ['Joseph Adenuga', 'Skepta', 'h'],
  ['Oakley Caesar-Su', 'Central Cee', 'h'],
  ['Raymond Burns', 'Captain Sensible', 'h'],
  ['William Ashton', 'Billy J. Kramer', 'h', ['Billy J Kramer', 'Billy Kramer']],
  ['Mark Berry', 'Bez', 'h'],
  ['McKinley Morganfield', 'Muddy Waters', 'h'],
  ['Chester Burnett', "Howlin' Wolf", 'h', ['Howlin Wolf', 'Howling Wolf']],
];

const WOMEN: readonly Row[] = [
  ['Sandra Goodrich', 'Sandie Shaw', 'h'],
  ["Mary O'Brien", 'Dusty Springfield', 'h'],
  ['Ella Yelich-O’Connor', 'Lorde', 'h'],
  ['Eunice Waymon', 'Nina Simone', 'h'],
  ['Alecia Moore', 'Pink', 'h', ['P!nk']],
  ['Elizabeth Grant', 'Lana Del Rey', 'h'],
  ['Pauline Matthews', 'Kiki Dee', 'h'],
  ["Florian Cloud de Bounevialle O'Malley Armstrong", 'Dido', 'h'],
  ['Amala Dlamini', 'Doja Cat', 'h'],
  ['Melissa Jefferson', 'Lizzo', 'h'],
  ['Rachel Keen', 'Raye', 'h'],
  ['Elaine Bookbinder', 'Elkie Brooks', 'h'],
  ['Lyndsey Rubin', 'Lynsey de Paul', 'h'],
  ['Rosemary Brown', 'Dana', 'h'],
  ['Cherilyn Sarkisian', 'Cher', 'm'],
  ['Eleanora Fagan', 'Billie Holiday', 'h'],
  ['Virginia Hensley', 'Patsy Cline', 'h'],
];

/** Men and women in separate tables, so a wrong option never gives the answer away by sex. */
function birthNames(id: string, rows: readonly Row[], extraDistractors?: readonly string[]): FactTable {
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
    ...(extraDistractors ? { extraDistractors } : {}),
  };
}

export const REAL_NAME_TABLES: readonly FactTable[] = [
  birthNames('pop-rock-birth-name', MEN),
  birthNames('pop-rock-birth-name-women', WOMEN, [
    'Lulu',
    'Cilla Black',
    'Dusty Springfield',
    'Bonnie Tyler',
    'Lady Gaga',
  ]),
];
