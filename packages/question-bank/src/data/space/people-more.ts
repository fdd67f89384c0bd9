import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Astronomers, rocket pioneers and astronauts, asked by facts the older people tables do not ask. */
export const SPACE_PEOPLE_MORE_TABLES: readonly FactTable[] = [
  {
    id: 'space-pioneer',
    name: 'astronomers and space pioneers',
    category: 'space',
    note: 'Oxford Dictionary of National Biography; Encyclopaedia Britannica; Royal Museums Greenwich history of astronomy pages (rmg.co.uk); NASA History Office (history.nasa.gov)',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (d) => `Who ${d}?`,
    mc: (d) => `Which of these people ${d}?`,
    rows: [
      [
        'lent his first name to the Toy Story space ranger who says “To infinity and beyond!”',
        'Buzz Aldrin',
        'e',
        ['Aldrin'],
      ],
      [
        'was put on trial by the Roman Inquisition in 1633 for teaching that the Earth moves round the Sun',
        'Galileo Galilei',
        'e',
        ['Galileo'],
      ],
      ['built the first successful reflecting telescope, in 1668', 'Isaac Newton', 'm', ['Newton']],
      [
        'played keyboards in the band D:Ream before becoming a physicist and television presenter',
        'Brian Cox',
        'm',
        ['Professor Brian Cox'],
      ],
      ['presented the BBC series Wonders of the Solar System in 2010', 'Brian Cox', 'e', ['Professor Brian Cox']],
      ['lost part of his nose in a sword duel and wore a metal replacement', 'Tycho Brahe', 'm', ['Tycho', 'Brahe']],
      [
        'died in a plane crash in 1968, seven years after becoming the first person in space',
        'Yuri Gagarin',
        'e',
        ['Gagarin'],
      ],
      ['discovered eight comets while working as the assistant of her brother William', 'Caroline Herschel', 'h'],
      [
        'discovered infrared radiation in 1800 by measuring the heat of the colours of sunlight',
        'William Herschel',
        'h',
      ],
      [
        'worked in Prague as the assistant of Tycho Brahe before setting out his own laws',
        'Johannes Kepler',
        'h',
        ['Kepler'],
      ],
      ['became the first Astronomer Royal, in 1675', 'John Flamsteed', 'h', ['Flamsteed']],
      [
        'measured the size of the Earth in about 240 BC from the shadows cast in two Egyptian towns',
        'Eratosthenes',
        'h',
      ],
      ['launched the first liquid-fuelled rocket, in Massachusetts in 1926', 'Robert Goddard', 'h', ['Goddard']],
      [
        'presented the 2014 television series Cosmos: A Spacetime Odyssey',
        'Neil deGrasse Tyson',
        'm',
        ['deGrasse Tyson', 'Neil Tyson'],
      ],
    ],
  },
];
