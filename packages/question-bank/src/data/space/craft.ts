import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';
const MISSIONS =
  'NASA mission pages (nasa.gov; science.nasa.gov/missions); ESA mission pages (esa.int); NASA NSSDCA Master Catalog (nssdc.gsfc.nasa.gov)';

/** Famous spacecraft and rockets, asked by what they did (facts the probe and mission tables do not ask). */
export const CRAFT_TABLES: readonly FactTable[] = [
  {
    id: 'space-famous-craft',
    name: 'famous spacecraft',
    category: 'space',
    note: MISSIONS,
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which spacecraft ${d}?`,
    mc: (d) => `Which of these craft ${d}?`,
    extraDistractors: ['Pioneer 10', 'Mariner 10', 'Ulysses', 'Magellan'],
    rows: [
      [
        'has been built since 1998 by the United States, Russia, Europe, Japan and Canada, and circles the Earth about every 90 minutes',
        'International Space Station',
        'e',
        ['ISS', 'Space Station'],
      ],
      [
        'is the telescope named after the astronomer who showed that the universe is expanding',
        'Hubble',
        'e',
        ['Hubble Space Telescope', 'HST'],
      ],
      ['was launched as the successor to Hubble', 'James Webb Space Telescope', 'e', ['James Webb', 'JWST', 'Webb']],
      ['took the famous Pillars of Creation photograph in 1995', 'Hubble', 'm', ['Hubble Space Telescope', 'HST']],
      [
        'took the Pale Blue Dot photograph of the Earth from about six billion kilometres away in 1990',
        'Voyager 1',
        'm',
      ],
      ['is the farthest human-made object from the Earth', 'Voyager 1', 'm'],
      ['carries some of the ashes of Clyde Tombaugh, who discovered Pluto', 'New Horizons', 'h'],
      [
        'made the first powered flight on another planet, on Mars in April 2021',
        'Ingenuity',
        'm',
        ['Ingenuity helicopter'],
      ],
      ['was the Mars rover twin of Opportunity, which became stuck in sand in 2009', 'Spirit', 'h'],
      ['became the first robot rover on another world, on the Moon in 1970', 'Lunokhod 1', 'h', ['Lunokhod']],
      ['flew close to the nucleus of Halley’s Comet for the European Space Agency', 'Giotto', 'h'],
      [
        'deliberately crashed into the small asteroid Dimorphos in 2022 to nudge its orbit',
        'DART',
        'm',
        ['Double Asteroid Redirection Test'],
      ],
      ['has flown closer to the Sun than any other spacecraft', 'Parker Solar Probe', 'm', ['Parker']],
      ['relayed the first live television pictures across the Atlantic, in 1962', 'Telstar', 'm', ['Telstar 1']],
      ['was the first British satellite, launched by NASA in 1962', 'Ariel 1', 'h', ['Ariel']],
      [
        'became in 2020 the first commercially built capsule to carry astronauts to the International Space Station',
        'Crew Dragon',
        'm',
        ['Dragon', 'SpaceX Dragon'],
      ],
      ['is the Russian capsule that has carried crews to the International Space Station since 2000', 'Soyuz', 'm'],
      ['is NASA’s crew capsule for the Artemis missions to the Moon', 'Orion', 'm'],
      ['was the command module of Apollo 11', 'Columbia', 'm'],
      ['orbited Jupiter from 1995 until it was sent into the planet in 2003', 'Galileo', 'h'],
      ['was the reusable American winged orbiter that flew crews from 1981 to 2011', 'Space Shuttle', 'e', ['Shuttle']],
      ['is SpaceX’s network of thousands of small satellites giving internet access', 'Starlink', 'e'],
    ],
  },
  {
    id: 'space-rocket',
    name: 'rockets',
    category: 'space',
    note: `${MISSIONS}; SpaceX, Blue Origin and Arianespace launch vehicle pages`,
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which rocket ${d}?`,
    mc: (d) => `Which of these rockets ${d}?`,
    extraDistractors: ['Atlas V', 'Delta IV Heavy', 'Vega', 'Titan II'],
    rows: [
      ['launched the Apollo missions to the Moon', 'Saturn V', 'e', ['Saturn 5']],
      ['is SpaceX’s workhorse rocket, whose first stages fly back and land upright', 'Falcon 9', 'm'],
      [
        'is the giant SpaceX rocket, the largest ever flown, tested from Starbase in Texas',
        'Starship',
        'm',
        ['Super Heavy'],
      ],
      ['carried NASA’s uncrewed Artemis I mission round the Moon in 2022', 'Space Launch System', 'h', ['SLS']],
      ['carried the James Webb Space Telescope into space in 2021', 'Ariane 5', 'm'],
      ['was built in Nazi Germany and was the first human-made object to reach space, in 1944', 'V-2', 'm', ['V2']],
      ['sent Elon Musk’s red Tesla sports car into space on its first flight in 2018', 'Falcon Heavy', 'm'],
      ['was the giant Soviet Moon rocket that failed on all four of its launches', 'N1', 'h', ['N-1']],
    ],
  },
];
