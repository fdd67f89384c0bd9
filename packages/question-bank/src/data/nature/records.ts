import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** [record, the animal that holds it, level, aliases, also right]: only records the references state without dispute. */
const RECORDS: readonly Row[] = [
  ['the largest animal that has ever lived', 'Blue whale', 'e'],
  ['the fastest land animal', 'Cheetah', 'e'],
  ['the tallest living animal', 'Giraffe', 'e'],
  ['the largest living bird', 'Ostrich', 'e', ['Common ostrich']],
  [
    'the largest living land animal',
    'African bush elephant',
    'e',
    ['African elephant', 'Elephant', 'Savanna elephant'],
  ],
  ['the smallest bird in the world', 'Bee hummingbird', 'h', ['Hummingbird']],
  ['the largest fish in the world', 'Whale shark', 'm'],
  ['the largest living reptile', 'Saltwater crocodile', 'm', ['Estuarine crocodile', 'Saltie']],
  ['the largest living rodent', 'Capybara', 'm'],
  ['the largest living lizard', 'Komodo dragon', 'e'],
  ['the heaviest snake in the world', 'Green anaconda', 'm', ['Anaconda']],
  ['the longest snake in the world', 'Reticulated python', 'h', ['Python']],
  ['the largest living primate', 'Gorilla', 'm', ['Eastern gorilla']],
  ['the largest of the big cats', 'Tiger', 'm', ['Siberian tiger', 'Amur tiger']],
  ['the largest species of deer', 'Moose', 'm', ['Elk']],
  ['the largest marsupial', 'Red kangaroo', 'm', ['Kangaroo']],
  ['the only mammal capable of true flight', 'Bat', 'e'],
  [
    'the mammal with the longest pregnancy, lasting nearly two years',
    'Elephant',
    'e',
    ['Asian elephant', 'African elephant'],
    ['African bush elephant', 'Asian elephant', 'African elephant'],
  ],
  ['the longest-lived animal with a backbone known to science', 'Greenland shark', 'h'],
];

/** [British record, the animal that holds it, level, aliases]. */
const UK_RECORDS: readonly Row[] = [
  ['the largest wild land mammal in Britain', 'Red deer', 'm'],
  ['the largest land predator in Britain', 'Badger', 'm', ['European badger']],
  ['the only venomous snake native to Britain', 'Adder', 'e', ['Viper', 'Common European adder']],
  ['the largest native butterfly in Britain', 'Swallowtail', 'h'],
];

export const RECORD_TABLES: readonly FactTable[] = [
  {
    id: 'nature-animal-record',
    name: 'animal-records',
    category: 'nature',
    note: 'Guinness World Records (guinnessworldrecords.com); Natural History Museum (London); The Mammal Society and The Wildlife Trusts for the British records',
    asOf: AS_OF,
    text: (r) => `Which animal is ${r}?`,
    mc: (r) => `Which of these is ${r}?`,
    rows: RECORDS,
  },
  {
    id: 'nature-uk-animal-record',
    name: 'animal-records',
    category: 'nature',
    note: 'The Mammal Society species hub (mammal.org.uk); The Wildlife Trusts wildlife explorer (wildlifetrusts.org); Butterfly Conservation (butterfly-conservation.org)',
    asOf: AS_OF,
    text: (r) => `Which animal is ${r}?`,
    mc: (r) => `Which of these British animals is ${r}?`,
    rows: UK_RECORDS,
    extraDistractors: ['Fox', 'Grass snake', 'Red admiral', 'Roe deer', 'Smooth snake', 'Stoat'],
  },
];
