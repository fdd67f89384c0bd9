export interface Attribution {
  name: string;
  licence: string;
  url: string;
  used: string;
  /** The licence asks for credit (or share-alike) wherever the data is shown or published. */
  creditRequired: boolean;
}

export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    name: 'world-countries 5.1.0 (Mohammed Le Doze)',
    licence: 'Open Database License (ODbL) 1.0',
    url: 'https://github.com/mledoze/countries',
    used: 'demonyms, internet domains, Olympic codes, land borders (including shared neighbours) and areas',
    creditRequired: true,
  },
  {
    name: 'countries-list 3.4.1 (Annexare Studio)',
    licence: 'MIT',
    url: 'https://github.com/annexare/Countries',
    used: 'country names, capitals, continents, currencies and dialling codes',
    creditRequired: false,
  },
  {
    name: 'flag-icons 7.5.0 (Panayiotis Lipiridis and contributors)',
    licence: 'MIT',
    url: 'https://github.com/lipis/flag-icons',
    used: 'the flag pictures of the flag questions (countries and the four nations of the United Kingdom)',
    creditRequired: false,
  },
  {
    name: 'periodic-table 0.0.8 (Chris Andrejewski)',
    licence: 'ISC',
    url: 'https://github.com/andrejewski/periodic-table',
    used: 'element names, symbols, atomic numbers, families, states and discovery years',
    creditRequired: false,
  },
  {
    name: 'dog-breeds 2.1.0 (Chris Vogt), data from Wikipedia',
    licence: 'MIT',
    url: 'https://github.com/chrisvogt/dog-breeds',
    used: 'names of the best-known dog breeds and their countries of origin',
    creditRequired: false,
  },
  {
    name: 'dictionary-en-gb 3.0.0 (Titus Wormer), from SCOWL / LibreOffice',
    licence: 'MIT AND BSD',
    url: 'https://github.com/wooorm/dictionaries',
    used: 'British spelling check of question text (not shipped in questions)',
    creditRequired: true,
  },
  {
    name: 'nspell 2.1.5 (Titus Wormer)',
    licence: 'MIT',
    url: 'https://github.com/wooorm/nspell',
    used: 'spell checker',
    creditRequired: false,
  },
  {
    name: 'NASA planetary fact sheets',
    licence: 'public domain (US government work)',
    url: 'https://nssdc.gsfc.nasa.gov/planetary/factsheet/',
    used: 'planet and moon facts in our own tables',
    creditRequired: false,
  },
  {
    name: 'Our own fact tables',
    licence: 'project licence',
    url: 'packages/question-bank/src/data',
    used:
      'the fact tables of every category (film, TV and radio, music, food and drink, sport, UK and world places, ' +
      'history, science, nature, space, arts and literature, words, famous people, general knowledge), written by ' +
      'us, each row checked against the reference named in its table and true as of its date; never copied from ' +
      'another quiz',
    creditRequired: false,
  },
];
