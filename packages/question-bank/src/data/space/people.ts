import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Astronomers, presenters and others remembered for space (astronauts are in astronauts.ts). */
export const SPACE_PEOPLE_TABLES: readonly FactTable[] = [
  {
    id: 'space-astronomer',
    name: 'astronomers',
    category: 'space',
    note: 'Royal Astronomical Society obituaries and biographies; Oxford Dictionary of National Biography; Encyclopaedia Britannica; BBC programme pages',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (d) => `Who ${d}?`,
    mc: (d) => `Which of these people ${d}?`,
    rows: [
      ['showed in 1929 that distant galaxies are moving away from us', 'Edwin Hubble', 'm', ['Hubble']],
      ['discovered Pluto at the Lowell Observatory in 1930', 'Clyde Tombaugh', 'm', ['Tombaugh']],
      [
        'discovered the first pulsars as a research student at Cambridge in 1967',
        'Jocelyn Bell Burnell',
        'm',
        ['Jocelyn Bell', 'Bell Burnell'],
      ],
      [
        'presented The Sky at Night on BBC television from 1957 until his death in 2012',
        'Patrick Moore',
        'e',
        ['Moore'],
      ],
      ['coined the name Big Bang in a BBC radio talk in 1949', 'Fred Hoyle', 'h', ['Hoyle']],
      [
        'correctly predicted the return in 1758 of the comet now named after him',
        'Edmond Halley',
        'e',
        ['Halley', 'Edmund Halley'],
      ],
      ['built the giant radio telescope at Jodrell Bank that now bears his name', 'Bernard Lovell', 'h', ['Lovell']],
      [
        'led the 1919 eclipse expedition that confirmed Einstein’s prediction that gravity bends starlight',
        'Arthur Eddington',
        'h',
        ['Eddington'],
      ],
      [
        'predicted the position of Neptune at Cambridge in 1845, at the same time as Urbain Le Verrier',
        'John Couch Adams',
        'h',
        ['Couch Adams'],
      ],
      [
        'proposed in 1945 that satellites in geostationary orbit could relay signals round the world',
        'Arthur C. Clarke',
        'm',
        ['Arthur Clarke', 'Clarke'],
      ],
      ['presented the BBC’s Stargazing Live with Dara Ó Briain', 'Brian Cox', 'e', ['Professor Brian Cox']],
      ['became a presenter of The Sky at Night in 2014', 'Maggie Aderin-Pocock', 'h', ['Aderin-Pocock']],
      ['wrote and presented the 1980 television series Cosmos', 'Carl Sagan', 'm', ['Sagan']],
      ['set out an Earth-centred universe in the Almagest', 'Ptolemy', 'm', ['Claudius Ptolemy']],
      [
        'made precise naked-eye observations of the planets from his observatory on the island of Hven',
        'Tycho Brahe',
        'h',
        ['Tycho', 'Brahe'],
      ],
      [
        'proposed in 1927 that the universe began from a primeval atom',
        'Georges Lemaître',
        'h',
        ['Lemaitre', 'Georges Lemaitre'],
      ],
      [
        'showed in 1925 that stars are made mostly of hydrogen and helium',
        'Cecilia Payne-Gaposchkin',
        'h',
        ['Cecilia Payne', 'Payne-Gaposchkin'],
      ],
      ['found evidence of dark matter from the way galaxies rotate', 'Vera Rubin', 'h', ['Rubin']],
      [
        'discovered the large gap in Saturn’s rings in 1675',
        'Giovanni Cassini',
        'h',
        ['Cassini', 'Giovanni Domenico Cassini'],
      ],
      ['explained in 1659 that Saturn is circled by a thin, flat ring', 'Christiaan Huygens', 'h', ['Huygens']],
      [
        'compiled a catalogue of more than 100 nebulae and star clusters in the 18th century',
        'Charles Messier',
        'h',
        ['Messier'],
      ],
      [
        'flew to the edge of space in July 2021 aboard a rocket plane built by his own company',
        'Richard Branson',
        'e',
        ['Branson'],
      ],
      [
        'flew into space in July 2021 aboard a New Shepard rocket built by his own company',
        'Jeff Bezos',
        'e',
        ['Bezos'],
      ],
      [
        'led the development of the Saturn V rocket at NASA’s Marshall Space Flight Center',
        'Wernher von Braun',
        'm',
        ['Von Braun'],
      ],
      ['was the Soviet chief designer behind Sputnik and Vostok', 'Sergei Korolev', 'h', ['Korolev']],
    ],
  },
];
