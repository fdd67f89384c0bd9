import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NASA =
  'NASA Planetary Fact Sheets (nssdc.gsfc.nasa.gov/planetary/factsheet); NASA Solar System Exploration (science.nasa.gov/solar-system)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;
const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

/** [planet, the next planet out from the Sun, level]. */
const NEXT: readonly Row[] = [
  ['Mercury', 'Venus', 'e'],
  ['Venus', 'Earth', 'e'],
  ['Earth', 'Mars', 'e'],
  ['Mars', 'Jupiter', 'e'],
  ['Jupiter', 'Saturn', 'e'],
  ['Saturn', 'Uranus', 'm'],
  ['Uranus', 'Neptune', 'm'],
];

/** The order of the planets, the way they are described, and the words for things that belong to them. */
export const PLANET_BASIC_TABLES: readonly FactTable[] = [
  {
    id: 'space-planet-next',
    name: 'order of the planets',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (p) => `Moving out from the Sun, which planet comes next after ${p}?`,
    mc: (p) => `Moving out from the Sun, which of these planets comes next after ${p}?`,
    extraDistractors: PLANETS,
    rows: NEXT,
  },
  {
    id: 'space-planet-previous',
    name: 'order of the planets',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: GCSE,
    mirrorOf: 'space-planet-next',
    text: (p) => `Which planet is the next one in towards the Sun from ${p}?`,
    mc: (p) => `Which of these planets is the next one in towards the Sun from ${p}?`,
    extraDistractors: PLANETS,
    rows: NEXT.map(([inner, outer, level]): Row => [outer, inner, level]),
  },
  {
    id: 'space-planet-described',
    name: 'planets',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: GCSE,
    namedSubjects: true,
    text: (d) => `Which planet ${d}?`,
    mc: (d) => `Which of these planets ${d}?`,
    extraDistractors: PLANETS,
    rows: [
      ['is often called the Blue Planet', 'Earth', 'e'],
      ['takes about 365 days to go once round the Sun', 'Earth', 'e'],
      ['is the only one with oceans of liquid water on its surface', 'Earth', 'e'],
      ['shines brightest in the night sky', 'Venus', 'm'],
      ['is the largest of the four rocky planets', 'Earth', 'm'],
      ['comes closer to the Earth than any other planet', 'Venus', 'm'],
      ['has the strongest winds measured in the Solar System', 'Neptune', 'h'],
      ['has a six-sided cloud pattern round its north pole', 'Saturn', 'h'],
      ['has moons named after characters from Shakespeare', 'Uranus', 'm'],
      ['is the only one that has been driven across by rovers', 'Mars', 'e'],
      ['has a thin atmosphere made mostly of carbon dioxide and a dusty red surface', 'Mars', 'e'],
      ['has a thick, crushing atmosphere that hides its surface from view', 'Venus', 'm'],
      ['has a faint ring system first photographed by Voyager 1 in 1979', 'Jupiter', 'h'],
    ],
  },
  {
    id: 'space-world-feature',
    name: 'worlds of the Solar System',
    category: 'space',
    note: `${NASA}; IAU Gazetteer of Planetary Nomenclature (planetarynames.wr.usgs.gov)`,
    asOf: AS_OF,
    namedSubjects: true,
    text: (f) => `On which world of the Solar System is ${f}?`,
    mc: (f) => `On which of these worlds is ${f}?`,
    extraDistractors: ['Mars', 'Mercury', 'Io', 'Europa', 'Ganymede'],
    rows: [
      ['the Sea of Tranquillity', 'The Moon', 'm', ['Moon', 'Earth’s Moon']],
      ['the heart-shaped plain photographed by New Horizons in 2015', 'Pluto', 'm'],
      ['the crater Tycho, with bright rays that can be seen through binoculars', 'The Moon', 'h', ['Moon']],
    ],
  },
  {
    id: 'space-adjective',
    name: 'space words',
    category: 'space',
    note: 'Oxford English Dictionary (oed.com); Collins English Dictionary',
    asOf: AS_OF,
    words: ['Jovian'],
    text: (d) => `Which adjective means relating to ${d}?`,
    mc: (d) => `Which of these adjectives means relating to ${d}?`,
    extraDistractors: ['Orbital', 'Tidal'],
    rows: [
      ['the Sun', 'Solar', 'e'],
      ['the Moon', 'Lunar', 'e'],
      ['the stars', 'Stellar', 'm', ['Sidereal', 'Astral']],
      ['the planet Mars', 'Martian', 'e'],
      ['the planet Jupiter', 'Jovian', 'h'],
      ['the sky or the heavens', 'Celestial', 'm'],
      ['the universe as a whole', 'Cosmic', 'e'],
      ['the Earth as opposed to space', 'Terrestrial', 'm', ['Earthly', 'Telluric']],
    ],
  },
];
