import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

const THEORY_NOTE = 'The Oxford Dictionary of Music; ABRSM Music Theory in Practice (Grades 1–5)';

const ENSEMBLES: readonly Row[] = [
  ['two', 'Duet', 'e', ['Duo']],
  ['three', 'Trio', 'e'],
  ['four', 'Quartet', 'e'],
  ['five', 'Quintet', 'e'],
  ['six', 'Sextet', 'e'],
  ['seven', 'Septet', 'm'],
  ['eight', 'Octet', 'e'],
  ['nine', 'Nonet', 'h'],
];

const VOICES: readonly Row[] = [
  ['the highest female voice', 'Soprano', 'e'],
  ['the female voice pitched between the highest and the lowest female voices', 'Mezzo-soprano', 'm', ['Mezzo']],
  ['the lowest female voice', 'Contralto', 'm', [], ['Alto']],
  ['the male voice of Luciano Pavarotti and Plácido Domingo', 'Tenor', 'e'],
  ['the male voice between tenor and bass', 'Baritone', 'e'],
  ['the lowest male voice', 'Bass', 'e', ['Basso']],
  ['the male voice that sings in the alto range, usually in falsetto', 'Countertenor', 'h', ['Counter-tenor']],
  ['the high voice of a boy chorister', 'Treble', 'm', ['Boy soprano'], ['Soprano']],
];

const NOTES: readonly Row[] = [
  ['two minims', 'Semibreve', 'm', ['Whole note']],
  ['two crotchets', 'Minim', 'm', ['Half note']],
  ['two quavers', 'Crotchet', 'm', ['Quarter note']],
  ['half a crotchet', 'Quaver', 'm', ['Eighth note']],
  ['half a quaver', 'Semiquaver', 'h', ['Sixteenth note']],
  ['half a semiquaver', 'Demisemiquaver', 'h', ['Thirty-second note']],
  ['two semibreves', 'Breve', 'h', ['Double whole note']],
];

/** Concert halls and opera houses whose names do not name their city. */
const VENUES: readonly Row[] = [
  ['La Scala opera house', 'Milan', 'e'],
  ['the Bolshoi Theatre', 'Moscow', 'e'],
  ['Carnegie Hall', 'New York', 'e', ['New York City', 'NYC']],
  ['the Royal Albert Hall, home of the Proms', 'London', 'e'],
  ['the Royal Opera House, Covent Garden', 'London', 'e'],
  ['the Metropolitan Opera (the Met)', 'New York', 'e', ['New York City', 'NYC']],
  ['the Mariinsky Theatre', 'St Petersburg', 'm', ['Saint Petersburg', 'St. Petersburg']],
  ['the Palais Garnier opera house', 'Paris', 'e'],
  ['La Fenice opera house', 'Venice', 'm'],
  ['the Concertgebouw', 'Amsterdam', 'm'],
  ['the Musikverein, home of the New Year’s Day Concert', 'Vienna', 'm'],
  ['the Elbphilharmonie', 'Hamburg', 'm'],
  ['the Walt Disney Concert Hall', 'Los Angeles', 'm', ['LA']],
  ['Symphony Hall, part of the International Convention Centre (ICC) complex', 'Birmingham', 'm'],
  ['the Bridgewater Hall, home of the Hallé', 'Manchester', 'm'],
  ['the Usher Hall', 'Edinburgh', 'h'],
  ["St David's Hall", 'Cardiff', 'h'],
  ['the Teatro Colón', 'Buenos Aires', 'h'],
  ['the Festspielhaus built by Wagner for his operas', 'Bayreuth', 'm'],
];

export const BASICS_TABLES: readonly FactTable[] = [
  {
    id: 'classical-ensemble-name',
    name: 'ensembles',
    category: 'classical-music',
    note: THEORY_NOTE,
    asOf: AS_OF,
    text: (n) => `What is the name for a piece or group of ${n} solo performers?`,
    mc: (n) => `Which of these words names a piece or group for ${n} performers?`,
    rows: ENSEMBLES,
  },
  {
    id: 'classical-voice-type',
    name: 'voice-types',
    category: 'classical-music',
    note: THEORY_NOTE,
    asOf: AS_OF,
    words: ['contralto', 'Pavarotti', 'Plácido', 'Domingo', 'falsetto', 'chorister'],
    text: (v) => `What is the name for ${v}?`,
    mc: (v) => `Which of these names ${v}?`,
    rows: VOICES,
  },
  {
    id: 'classical-note-value',
    name: 'note-values',
    category: 'classical-music',
    note: THEORY_NOTE,
    asOf: AS_OF,
    words: ['minims', 'crotchets', 'quavers', 'crotchet', 'quaver', 'semiquaver', 'semibreves'],
    text: (n) => `Which note lasts as long as ${n}?`,
    mc: (n) => `Which of these notes is worth ${n}?`,
    rows: NOTES,
  },
  {
    id: 'classical-venue-city',
    name: 'concert-venues',
    category: 'classical-music',
    note: 'The Oxford Companion to Music; the venues’ own websites',
    asOf: AS_OF,
    namedSubjects: true,
    text: (v) => `In which city is ${v}?`,
    mc: (v) => `Which of these cities is home to ${v}?`,
    rows: VENUES,
  },
];
