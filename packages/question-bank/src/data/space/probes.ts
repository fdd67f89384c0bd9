import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Robotic explorers of the Solar System and their firsts. */
export const PROBE_TABLES: readonly FactTable[] = [
  {
    id: 'space-probe',
    name: 'space probes',
    category: 'space',
    note: 'NASA Science mission pages (science.nasa.gov/missions); ESA mission pages (esa.int); NASA NSSDCA Master Catalog',
    asOf: AS_OF,
    allowLookAlikes: true,
    namedSubjects: true,
    text: (d) => `Which spacecraft ${d}?`,
    mc: (d) => `Which of these spacecraft ${d}?`,
    rows: [
      ['flew past Pluto in July 2015', 'New Horizons', 'm'],
      ['was the first to reach interstellar space, in 2012', 'Voyager 1', 'm'],
      ['is the only one to have visited Uranus and Neptune', 'Voyager 2', 'm'],
      ['orbited Saturn from 2004 until it was steered into the planet in 2017', 'Cassini', 'm', ['Cassini-Huygens']],
      ['landed on Saturn’s moon Titan in January 2005', 'Huygens', 'h'],
      ['orbited comet 67P and sent the lander Philae down to it in 2014', 'Rosetta', 'm'],
      ['went into orbit round Jupiter in July 2016', 'Juno', 'm'],
      [
        'was the British-built Mars lander lost on arrival in 2003 and found on the surface in 2015',
        'Beagle 2',
        'm',
        ['Beagle'],
      ],
      ['was NASA’s first rover on Mars, landed in 1997', 'Sojourner', 'h'],
      ['is the NASA rover that landed in Gale Crater on Mars in 2012', 'Curiosity', 'm'],
      [
        'is the NASA rover that landed in Jezero Crater on Mars in 2021 with the helicopter Ingenuity',
        'Perseverance',
        'm',
      ],
      ['was the Mars rover that kept working from 2004 until 2018, far beyond its planned 90 days', 'Opportunity', 'h'],
      ['was the first to reach the Moon’s surface, by crashing into it in 1959', 'Luna 2', 'h'],
      ['sent back the first photographs of the far side of the Moon, in 1959', 'Luna 3', 'h'],
      ['made the first soft landing on the Moon, in 1966', 'Luna 9', 'h'],
      ['made the first soft landing on the far side of the Moon, in 2019', 'Chang’e 4', 'h', ["Chang'e 4", 'Change 4']],
      ['landed India’s rover Pragyan near the Moon’s south pole in 2023', 'Chandrayaan-3', 'h', ['Chandrayaan 3']],
      ['sent back the first close-up pictures of Mars, in 1965', 'Mariner 4', 'h'],
      ['was the first to fly past another planet successfully, passing Venus in 1962', 'Mariner 2', 'h'],
      ['made the first soft landing on Venus to send back data, in 1970', 'Venera 7', 'h'],
      ['was the first to orbit Mercury, in 2011', 'MESSENGER', 'h', ['Messenger']],
      ['orbited both the asteroid Vesta and the dwarf planet Ceres', 'Dawn', 'h'],
      ['made the first successful landing on Mars by a NASA spacecraft, in 1976', 'Viking 1', 'm'],
      [
        'was launched in October 2024 to study an icy moon of Jupiter thought to hide an ocean',
        'Europa Clipper',
        'm',
        ['Clipper'],
      ],
    ],
  },
];
