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
    used: 'dog breed names and countries of origin',
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
      'monarchs, presidents, prime ministers, paintings, novels, Shakespeare, music, sport, animal words, US states, ' +
      'Greek and Roman myths, chemistry, SI units, the human body, rivers, mountains and landmarks',
    creditRequired: false,
  },
];
