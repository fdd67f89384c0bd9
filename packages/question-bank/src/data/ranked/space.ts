import { groupDigits } from '../../lib/ranked-factory.js';
import type { MeasureTable } from './measure-table.js';

const AS_OF = '2026-11-27';
const NASA = 'NASA Planetary Fact Sheet, metric (nssdc.gsfc.nasa.gov/planetary/factsheet), public domain';
const SCIENCE = { subject: 'science', levels: ['gcse'] } as const;
const planet = (name: string) => (name === 'Earth' ? 'the Earth' : name);

/** The eight planets by NASA's figures: their order from the Sun, sizes and masses are fixed facts. */
export const SPACE_MEASURES: readonly MeasureTable[] = [
  {
    id: 'space-planet-distance',
    name: 'planet-measures',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: SCIENCE,
    rows: [
      ['Mercury', 57.9, 'e'],
      ['Venus', 108.2, 'e'],
      ['Earth', 149.6, 'e'],
      ['Mars', 228.0, 'e'],
      ['Jupiter', 778.5, 'e'],
      ['Saturn', 1432.0, 'e'],
      ['Uranus', 2867.0, 'm'],
      ['Neptune', 4515.0, 'm'],
    ],
    order: {
      prompt: 'Put these planets in order from the Sun, nearest first.',
      count: 14,
      sizes: [4, 4, 5, 3],
      describe: (p, v) => `${p}, ${groupDigits(v)} million km`,
    },
    estimate: {
      prompt: (p) => `On average, how far is ${planet(p)} from the Sun, in millions of kilometres?`,
      unit: 'million km',
      toleranceNote: 'NASA’s mean distance from the Sun',
      difficulty: (p) => (p === 'Earth' ? 'medium' : 'hard'),
    },
  },
  {
    id: 'space-planet-diameter',
    name: 'planet-measures',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: SCIENCE,
    rows: [
      ['Jupiter', 142984, 'e'],
      ['Saturn', 120536, 'e'],
      ['Uranus', 51118, 'm'],
      ['Neptune', 49528, 'm'],
      ['Earth', 12756, 'e'],
      ['Venus', 12104, 'm'],
      ['Mars', 6792, 'e'],
      ['Mercury', 4879, 'e'],
    ],
    order: {
      prompt: 'Put these planets in order of size, largest first.',
      descending: true,
      // Venus is 95% of the Earth's width and Neptune 97% of Uranus's: never in one question.
      minRatio: 1.15,
      count: 10,
      sizes: [4, 4, 3],
      describe: (p, v) => `${p}, ${groupDigits(v)} km across`,
    },
    estimate: {
      prompt: (p) => `What is the diameter of ${planet(p)} at its equator, to the nearest kilometre?`,
      unit: 'km',
      toleranceNote: 'NASA’s equatorial diameter',
      difficulty: () => 'hard',
    },
  },
  {
    id: 'space-planet-mass',
    name: 'planet-measures',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    // Trillion trillion kilograms (10^24 kg), as NASA gives them.
    rows: [
      ['Jupiter', 1898, 'e'],
      ['Saturn', 568, 'e'],
      ['Neptune', 102, 'h'],
      ['Uranus', 86.8, 'h'],
      ['Earth', 5.97, 'm'],
      ['Venus', 4.87, 'm'],
      ['Mars', 0.642, 'm'],
      ['Mercury', 0.33, 'm'],
    ],
    order: {
      prompt: 'Put these planets in order of mass, heaviest first.',
      descending: true,
      minRatio: 1.15,
      count: 8,
      sizes: [4, 3],
      describe: (p, v) => `${p}, ${groupDigits(v)} × 10²⁴ kg`,
    },
  },
  {
    id: 'space-planet-year',
    name: 'planet-measures',
    category: 'space',
    note: NASA,
    asOf: AS_OF,
    curriculum: SCIENCE,
    rows: [
      ['Mercury', 88, 'h'],
      ['Venus', 225, 'h'],
      ['Mars', 687, 'h'],
    ],
    estimate: {
      prompt: (p) => `How many Earth days does ${p} take to go once round the Sun?`,
      unit: 'days',
      toleranceNote: 'to the nearest day',
    },
  },
  {
    id: 'space-measure',
    name: 'sun-moon-measures',
    category: 'space',
    note: 'NASA Moon and Sun Fact Sheets (nssdc.gsfc.nasa.gov/planetary/factsheet), public domain',
    asOf: AS_OF,
    rows: [
      ['the average distance from the Earth to the Moon', 384400, 'h'],
      ['the diameter of the Moon', 3475, 'h'],
      ['the diameter of the Sun', 1391400, 'h'],
    ],
    estimate: {
      prompt: (m) => `What is ${m}, in kilometres?`,
      unit: 'km',
      toleranceNote: 'NASA’s figure, to the nearest 100 km',
    },
  },
];
