import type { MeasureTable } from './measure-table.js';

const AS_OF = '2026-11-27';

/** Structures by their official heights; the Eiffel Tower's includes the aerial added in 2022. */
export const LANDMARK_MEASURES: readonly MeasureTable[] = [
  {
    id: 'general-knowledge-structure-height',
    name: 'structure-heights',
    category: 'general-knowledge',
    note: 'Council on Tall Buildings and Urban Habitat (skyscrapercenter.com); owners’ published heights (Société d’Exploitation de la Tour Eiffel, Merlin Entertainments, UK Parliament, National Park Service, Blackpool Council)',
    asOf: AS_OF,
    rows: [
      ['The Burj Khalifa', 828, 'e'],
      ['The Shanghai Tower', 632, 'h'],
      ['The CN Tower', 553, 'm'],
      ['One World Trade Center', 541, 'm'],
      ['Taipei 101', 508, 'h'],
      ['The Petronas Towers', 452, 'm'],
      ['The Eiffel Tower', 330, 'e'],
      ['The Shard', 310, 'e'],
      ['One Canada Square', 235, 'm'],
      ['Blackpool Tower', 158, 'm'],
      ['The London Eye', 135, 'e'],
      ['Salisbury Cathedral’s spire', 123, 'm'],
      ['St Paul’s Cathedral', 111, 'm'],
      ['The Elizabeth Tower (Big Ben)', 96, 'e'],
      ['The Statue of Liberty, to the tip of the torch', 93, 'e'],
      ['Tower Bridge', 65, 'm'],
      ['The Leaning Tower of Pisa', 56, 'm'],
      ['Nelson’s Column', 52, 'm'],
      ['The Angel of the North', 20, 'e'],
    ],
    order: {
      prompt: 'Put these structures in order of height, tallest first.',
      descending: true,
      minRatio: 1.2,
      count: 24,
      sizes: [4, 4, 5],
      describe: (s, v) => `${s}, ${v} m`,
    },
    estimate: {
      prompt: (s) => `How tall is ${s.replace(/^The /, 'the ')}, to the nearest metre?`,
      unit: 'metres',
      toleranceNote: 'to the nearest metre',
      only: [
        'The Burj Khalifa',
        'The CN Tower',
        'The Eiffel Tower',
        'The Shard',
        'One Canada Square',
        'Blackpool Tower',
        'The London Eye',
        'The Elizabeth Tower (Big Ben)',
      ],
      difficulty: (_s, level) => (level === 'e' ? 'medium' : 'hard'),
    },
  },
];
