import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Royal Society of Chemistry, "The chemistry of fireworks" (rsc.org, Education in Chemistry); flame test tables';

/** The element whose compounds give a firework its colour (lithium reds are right too). */
const COLOURS: readonly Row[] = [
  ['red', 'Strontium', 'm', [], ['Lithium']],
  ['green', 'Barium', 'm'],
  ['blue', 'Copper', 'm'],
  ['yellow', 'Sodium', 'm'],
  ['orange', 'Calcium', 'h'],
];

const GUNPOWDER: readonly Row[] = [
  [
    'Which compound, also called saltpetre, makes up about three-quarters of gunpowder?',
    'Potassium nitrate',
    'm',
    ['Saltpetre', 'KNO3'],
  ],
  ['Besides saltpetre and sulfur, what is the third ingredient of gunpowder?', 'Charcoal', 'm', ['Carbon']],
  ['Which yellow element is one of the three ingredients of gunpowder?', 'Sulfur', 'e', ['Sulphur']],
  ['In which country was gunpowder invented?', 'China', 'e'],
  ['Which metal burns with a brilliant white light and is used in flares?', 'Magnesium', 'm'],
  ['What is the Chinese name for gunpowder, meaning "fire medicine"?', 'Huoyao', 'h', ['Huo yao']],
  [
    'What name is given to the chemical in a firework that supplies the oxygen for burning?',
    'Oxidiser',
    'm',
    ['Oxidizer', 'An oxidiser', 'Oxidising agent'],
  ],
  [
    'Why do you see a firework burst before you hear its bang?',
    'Light travels faster than sound',
    'e',
    [
      'Light is faster than sound',
      'Light is faster',
      'Sound travels slower than light',
      'Sound is slower than light',
      'Sound is slower',
    ],
  ],
  ['Which part of a rocket firework keeps it flying straight?', 'The stick', 'm', ['Stick', 'Guide stick']],
];

export const FIREWORK_TABLES: readonly FactTable[] = [
  {
    id: 'science-firework-colour',
    name: 'fireworks',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    seasons: ['bonfire-night'],
    curriculum: { subject: 'science', levels: ['gcse'] },
    text: (c) => `Compounds of which element give fireworks a ${c} colour?`,
    mc: (c) => `Which of these elements gives fireworks their ${c} colour?`,
    statement: (c, a) => `Compounds of ${a.toLowerCase()} give fireworks a ${c} colour.`,
    rows: COLOURS,
    extraDistractors: ['Potassium', 'Nickel', 'Zinc', 'Lithium'],
  },
  {
    id: 'science-gunpowder',
    name: 'fireworks',
    category: 'science',
    note: `${NOTE}; Joseph Needham, Science and Civilisation in China, vol. 5 part 7 (1986)`,
    asOf: AS_OF,
    seasons: ['bonfire-night'],
    words: ['Huoyao'],
    text: (s) => s,
    rows: GUNPOWDER,
  },
];
