import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

const TERMS_NOTE =
  'The Oxford Dictionary of Music (Italian performance directions); ABRSM Music Theory in Practice glossary';

/** [meaning, Italian term, level, aliases, also right]: each meaning has one usual term. */
const TERMS: readonly Row[] = [
  ['loud', 'Forte', 'e'],
  ['soft or quiet', 'Piano', 'e'],
  ['very loud', 'Fortissimo', 'e'],
  ['very soft', 'Pianissimo', 'e'],
  ['moderately loud', 'Mezzo forte', 'm', ['Mezzoforte']],
  ['gradually getting louder', 'Crescendo', 'e'],
  ['gradually getting softer', 'Diminuendo', 'm', [], ['Decrescendo']],
  ['gradually getting faster', 'Accelerando', 'e'],
  ['gradually getting slower', 'Rallentando', 'h', [], ['Ritardando']],
  ['at a walking pace', 'Andante', 'm'],
  ['quick and bright', 'Allegro', 'm'],
  ['very quick', 'Presto', 'm'],
  ['as quick as possible', 'Prestissimo', 'm'],
  ['slowly and at ease', 'Adagio', 'm', [], ['Lento', 'Largo']],
  ['at a medium speed', 'Moderato', 'e'],
  ['short and detached', 'Staccato', 'e'],
  ['smoothly, with the notes joined', 'Legato', 'm'],
  ['plucking the strings with the fingers', 'Pizzicato', 'm'],
  ['played with the bow (after plucking)', 'Arco', 'h'],
  ['singing without instrumental accompaniment', 'A cappella', 'e', ['Acappella', 'A capella']],
  ['go back to the beginning', 'Da capo', 'h', ['DC']],
  ['all the players together', 'Tutti', 'h'],
  ['sweetly', 'Dolce', 'h'],
  ['in a singing style', 'Cantabile', 'h'],
  ['with vigour and spirit', 'Con brio', 'h'],
  ['with the tempo pushed and pulled for expression', 'Rubato', 'h', ['Tempo rubato']],
  ['in an undertone, under the breath', 'Sotto voce', 'm'],
  ['a part that stays silent', 'Tacet', 'h'],
];

/** [clue, instrument, level, aliases]. */
const INSTRUMENTS: readonly Row[] = [
  ['has 88 keys on a standard modern keyboard', 'Piano', 'e', ['Pianoforte', 'Grand piano']],
  [
    'is the largest and lowest-pitched bowed string instrument of the orchestra',
    'Double bass',
    'e',
    ['Contrabass', 'Bass'],
  ],
  ['plays the note A to which the orchestra tunes', 'Oboe', 'm'],
  ['is half the size of the flute and sounds an octave higher', 'Piccolo', 'e'],
  ['has a slide and belongs to the brass section', 'Trombone', 'e'],
  ['plays the lowest notes of the orchestra’s brass section', 'Tuba', 'e'],
  ['is a keyboard instrument whose strings are plucked, not struck', 'Harpsichord', 'm'],
  ['is a keyboard instrument sounded by air blown through pipes', 'Organ', 'e', ['Pipe organ', 'Church organ']],
  ['is a double-reed woodwind instrument nicknamed the clown of the orchestra', 'Bassoon', 'm'],
  ['did Acker Bilk play on Stranger on the Shore', 'Clarinet', 'm'],
  ['was invented in the 1840s by the Belgian Adolphe Sax', 'Saxophone', 'e', ['Sax']],
  ['is bowed and sits between the violin and the cello in size', 'Viola', 'm'],
  ['has tuned wooden bars struck with beaters', 'Xylophone', 'e'],
  ['is a pair of metal plates clashed together', 'Cymbals', 'e', ['Clash cymbals']],
  [
    'has a bag, a chanter and drones and is played at Scottish ceremonies',
    'Bagpipes',
    'e',
    ['Bagpipe', 'Pipes', 'Great Highland bagpipe'],
  ],
  ['was first made by Aboriginal Australians from a hollowed branch', 'Didgeridoo', 'e', ['Didjeridu']],
  ['did Ravi Shankar play, teaching it to George Harrison', 'Sitar', 'e'],
  ['is small, has four strings and is linked with Hawaii and George Formby', 'Ukulele', 'e', ['Uke', 'Banjolele']],
  ['is Russian, with three strings and a triangular body', 'Balalaika', 'm'],
  ['has bellows and a keyboard and is nicknamed the squeezebox', 'Accordion', 'e', ['Piano accordion']],
  ['is made of coiled brass and played with one hand inside its bell', 'French horn', 'm', ['Horn']],
  ['is a Japanese zither with thirteen strings', 'Koto', 'h'],
  [
    'is tuned percussion from Trinidad, first made from oil barrels',
    'Steelpan',
    'e',
    ['Steel drum', 'Steel pan', 'Pan'],
  ],
];

export const TERM_TABLES: readonly FactTable[] = [
  {
    id: 'classical-italian-term',
    name: 'musical-terms',
    category: 'classical-music',
    note: TERMS_NOTE,
    asOf: AS_OF,
    text: (m) => `Which Italian musical direction means ${m}?`,
    mc: (m) => `Which of these musical terms means ${m}?`,
    rows: TERMS,
  },
  {
    id: 'classical-italian-term-meaning',
    name: 'musical-terms',
    category: 'classical-music',
    note: TERMS_NOTE,
    asOf: AS_OF,
    words: TERMS.flatMap(([, term]) => term.toLowerCase().split(' ')),
    mirrorOf: 'classical-italian-term',
    mc: (t) => `What does the musical term ${t.toLowerCase()} mean?`,
    rows: TERMS.map(([meaning, term, level]) => [term, meaning, level]),
  },
  {
    id: 'classical-instrument-clue',
    name: 'instruments',
    category: 'classical-music',
    note: 'The Oxford Companion to Music; Grove Music Online instrument entries',
    asOf: AS_OF,
    words: ['Formby', 'Bilk', 'Acker', 'Shankar', 'Ravi', 'Adolphe', 'squeezebox', 'chanter', 'zither'],
    text: (c) => `Which instrument ${c}?`,
    mc: (c) => `Which of these instruments ${c}?`,
    rows: INSTRUMENTS,
  },
];
