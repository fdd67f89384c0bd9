import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Telescopes in space and on the ground and what each is known for. */
export const TELESCOPE_TABLES: readonly FactTable[] = [
  {
    id: 'space-telescope',
    name: 'telescopes',
    category: 'space',
    note: 'NASA mission pages (science.nasa.gov/mission); ESA mission pages (esa.int); Jodrell Bank Centre for Astrophysics (jodrellbank.manchester.ac.uk)',
    asOf: AS_OF,
    namedSubjects: true,
    curriculum: { subject: 'science', levels: ['gcse'] },
    text: (d) => `Which telescope ${d}?`,
    mc: (d) => `Which of these telescopes ${d}?`,
    rows: [
      [
        'was launched in 1990 and repaired in orbit by five Space Shuttle crews',
        'Hubble',
        'e',
        ['Hubble Space Telescope', 'HST'],
      ],
      [
        'was launched on Christmas Day 2021 with a gold-coated mirror of 18 segments',
        'James Webb',
        'e',
        ['James Webb Space Telescope', 'JWST', 'Webb'],
      ],
      ['searched for planets round other stars from 2009 until 2018', 'Kepler', 'm', ['Kepler Space Telescope']],
      ['mapped the positions of more than a billion stars for ESA from 2013 until 2025', 'Gaia', 'h'],
      ['was launched by NASA in 1999 to observe the universe in X-rays', 'Chandra', 'h', ['Chandra X-ray Observatory']],
      ['was NASA’s infrared space telescope from 2003 until 2020', 'Spitzer', 'h', ['Spitzer Space Telescope']],
      ['mapped the cosmic microwave background for ESA from 2009 until 2013', 'Planck', 'h'],
      ['was launched by ESA in 2023 to map dark matter and dark energy', 'Euclid', 'h'],
      [
        'was launched by NASA in 2018 to hunt for planets round nearby bright stars',
        'TESS',
        'h',
        ['Transiting Exoplanet Survey Satellite'],
      ],
      ['was the giant radio dish in Puerto Rico that collapsed in 2020', 'Arecibo', 'h', ['Arecibo Telescope']],
      [
        'is the 500-metre radio dish in Guizhou, China, the largest single dish in the world',
        'FAST',
        'h',
        ['Five-hundred-metre Aperture Spherical Telescope', 'Tianyan'],
      ],
    ],
  },
];
