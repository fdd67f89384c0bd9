import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';
const SKY =
  'International Astronomical Union constellation list (iau.org/public/themes/constellations); Royal Museums Greenwich night-sky guides (rmg.co.uk); Ian Ridpath, Star Tales';

/** Constellations, star patterns, comets and meteor showers: what you see in the night sky. */
export const NIGHT_SKY_TABLES: readonly FactTable[] = [
  {
    id: 'space-constellation-fact',
    name: 'constellations',
    category: 'space',
    note: SKY,
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which constellation ${d}?`,
    mc: (d) => `Which of these constellations ${d}?`,
    extraDistractors: ['Lyra', 'Cygnus', 'Auriga'],
    rows: [
      ['represents a hunter with a belt of three bright stars in a row', 'Orion', 'e'],
      ['contains the Plough', 'Ursa Major', 'e', ['Great Bear']],
      ['is shaped like a W or an M and is named after a vain queen of Greek myth', 'Cassiopeia', 'm'],
      ['represents the winged horse of Greek myth', 'Pegasus', 'e'],
      ['represents the hero who cut off the head of Medusa', 'Perseus', 'm'],
      ['represents the princess chained to a rock as an offering to a sea monster', 'Andromeda', 'm'],
      ['contains the star cluster known as the Pleiades', 'Taurus', 'm'],
      ['is the largest of the 88 constellations', 'Hydra', 'h'],
      ['is the smallest of the 88 constellations', 'Crux', 'h', ['Southern Cross']],
      ['contains the Crab Nebula, the remains of a supernova seen in 1054', 'Taurus', 'h'],
      ['represents the creature that in Greek myth killed the hunter Orion', 'Scorpius', 'm', ['Scorpio']],
      ['represents the Greek hero famous for his twelve labours', 'Hercules', 'm'],
    ],
  },
  {
    id: 'space-star-pattern',
    name: 'star patterns',
    category: 'space',
    note: SKY,
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which star pattern ${d}?`,
    mc: (d) => `Which of these star patterns ${d}?`,
    extraDistractors: ['The Sickle', 'The Teapot', 'The Great Square of Pegasus'],
    rows: [
      ['is called the Big Dipper in North America', 'The Plough', 'e', ['Plough', 'The Big Dipper', 'Saucepan']],
      ['is the star cluster also called the Seven Sisters', 'The Pleiades', 'm', ['Pleiades', 'M45', 'Subaru']],
      ['is made up of the bright stars Vega, Deneb and Altair', 'The Summer Triangle', 'm', ['Summer Triangle']],
      [
        'is formed by the three stars Alnitak, Alnilam and Mintaka',
        'Orion’s Belt',
        'm',
        ["Orion's Belt", 'Belt of Orion'],
      ],
      ['is the V-shaped star cluster in which the star Aldebaran appears to sit', 'The Hyades', 'h', ['Hyades']],
    ],
  },
  {
    id: 'space-comet',
    name: 'comets',
    category: 'space',
    note: 'NASA comet pages (science.nasa.gov/solar-system/comets); ESA Giotto and Rosetta pages (esa.int); Royal Museums Greenwich (rmg.co.uk); Bayeux Museum',
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which comet ${d}?`,
    mc: (d) => `Which of these comets ${d}?`,
    extraDistractors: ['Comet Encke', 'Comet Hyakutake', 'Comet Tempel 1', 'Comet NEOWISE'],
    rows: [
      [
        'appears in the Bayeux Tapestry, seen in 1066',
        'Halley’s Comet',
        'm',
        ["Halley's Comet", 'Halley', 'Comet Halley'],
      ],
      [
        'returns about every 76 years and is next due in 2061',
        'Halley’s Comet',
        'e',
        ["Halley's Comet", 'Halley', 'Comet Halley'],
      ],
      [
        'was easily seen with the naked eye for many months in 1997',
        'Comet Hale-Bopp',
        'm',
        ['Hale-Bopp', 'Hale Bopp'],
      ],
      [
        'broke into pieces that crashed into Jupiter in 1994',
        'Comet Shoemaker-Levy 9',
        'm',
        ['Shoemaker-Levy 9', 'Shoemaker-Levy'],
      ],
      ['leaves the dust trail that gives the Perseid meteor shower', 'Comet Swift-Tuttle', 'h', ['Swift-Tuttle']],
    ],
  },
  {
    id: 'space-meteor-shower',
    name: 'meteor showers',
    category: 'space',
    note: 'Royal Museums Greenwich meteor shower guide (rmg.co.uk); International Meteor Organization calendar (imo.net)',
    asOf: AS_OF,
    words: ['Perseids', 'Geminids', 'Leonids', 'Quadrantids', 'Orionids', 'Lyrids', 'Draconids', 'Taurids'],
    text: (d) => `Which meteor shower ${d}?`,
    mc: (d) => `Which of these meteor showers ${d}?`,
    extraDistractors: ['Lyrids', 'Draconids', 'Taurids'],
    rows: [
      [
        'peaks around 12 August each year and is the best known of the summer',
        'Perseids',
        'm',
        ['Perseid', 'The Perseids'],
      ],
      ['peaks in mid-December and is often the richest of the year', 'Geminids', 'h', ['Geminid']],
      ['peaks in mid-November and produced great meteor storms in 1833 and 1966', 'Leonids', 'h', ['Leonid']],
      ['peaks in the first days of January', 'Quadrantids', 'h', ['Quadrantid']],
      ['peaks in late October and comes from the dust of Halley’s Comet', 'Orionids', 'h', ['Orionid']],
    ],
  },
];
