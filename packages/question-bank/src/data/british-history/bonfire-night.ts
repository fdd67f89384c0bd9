import type { FactTable, Row } from '../fact-table.js';
import { sentence } from '../../lib/text.js';

const AS_OF = '2026-11-26';
const NOTE =
  'UK Parliament, "The Gunpowder Plot" (parliament.uk/about/living-heritage); Antonia Fraser, The Gunpowder Plot: ' +
  'Terror and Faith in 1605 (1996); Oxford Dictionary of National Biography';

/** The men of 1605 other than the plot's leader and the man caught with the powder (asked elsewhere). */
const PLOT_PEOPLE: readonly Row[] = [
  ['was the king the Gunpowder plotters meant to kill', 'James I', 'e', ['James VI and I', 'King James I']],
  [
    'received the anonymous letter that gave the Gunpowder Plot away',
    'Lord Monteagle',
    'h',
    ['Monteagle', 'William Parker'],
  ],
  ['led the search of the cellars that caught Guy Fawkes', 'Thomas Knyvet', 'h', ['Sir Thomas Knyvet', 'Knyvet']],
  ['was the Secretary of State who uncovered the Gunpowder Plot', 'Robert Cecil', 'm', ['Cecil', 'Earl of Salisbury']],
  ['was the Jesuit executed in 1606 for knowing of the Gunpowder Plot', 'Henry Garnet', 'h', ['Garnet']],
  ['leased the undercroft beneath the House of Lords for the plotters', 'Thomas Percy', 'h', ['Percy']],
  [
    'was the plotter suspected of writing the letter to his brother-in-law that warned of the plot',
    'Francis Tresham',
    'h',
    ['Tresham'],
  ],
  ['wrote the 1841 novel Guy Fawkes, or the Gunpowder Treason', 'William Harrison Ainsworth', 'h', ['Ainsworth']],
];

/** Years of the plot and what followed, as noun phrases. */
const PLOT_YEARS: readonly Row[] = [
  ['the Gunpowder Plot', '1605', 'e'],
  ['the execution of Guy Fawkes', '1606', 'm'],
  ['the coronation of James I of England', '1603', 'm'],
  ['the repeal of the law that made 5 November a day of thanksgiving', '1859', 'h'],
];

/** Places of the plot and of Bonfire Night. */
const PLOT_PLACES: readonly Row[] = [
  ['the Staffordshire house where Robert Catesby and Thomas Percy were killed in November 1605', 'Holbeche House', 'h'],
  [
    'the building the plotters meant to blow up at the State Opening of Parliament',
    'House of Lords',
    'e',
    ['The House of Lords'],
  ],
  [
    'the fortress where Guy Fawkes was questioned under torture',
    'Tower of London',
    'e',
    ['The Tower of London', 'The Tower'],
  ],
  ['the East Sussex town famous for its Bonfire Night processions and bonfire societies', 'Lewes', 'm'],
  ['the northern city where Guy Fawkes was born in 1570', 'York', 'm'],
  ["the Warwickshire house where the plotters planned to seize the king's daughter Elizabeth", 'Coombe Abbey', 'h'],
];

/** Names used in the plot and on the night. */
const PLOT_NAMES: readonly Row[] = [
  ["the false name Guy Fawkes gave when arrested, posing as Thomas Percy's servant", 'John Johnson', 'm'],
  ['the Italian form of his name Guy Fawkes took while fighting for Spain in the Low Countries', 'Guido', 'm'],
  ['the stuffed figure burned on bonfires on 5 November', 'Guy', 'e', ['A guy', 'The guy']],
];

const base = {
  name: 'gunpowder-plot',
  category: 'british-history',
  note: NOTE,
  asOf: AS_OF,
  seasons: ['bonfire-night'],
} as const;

export const BONFIRE_NIGHT_TABLES: readonly FactTable[] = [
  {
    ...base,
    id: 'british-history-gunpowder-person',
    answerKind: 'person',
    namedSubjects: true,
    text: (s) => `Who ${s}?`,
    mc: (s) => `Which of these people ${s}?`,
    statement: (s, a) => `${a} ${s}.`,
    rows: PLOT_PEOPLE,
  },
  {
    ...base,
    id: 'british-history-gunpowder-year',
    allowLookAlikes: true,
    text: (s) => `In which year was ${s}?`,
    mc: (s) => `In which of these years was ${s}?`,
    statement: (s, a) => `${sentence(s)} was in ${a}.`,
    rows: PLOT_YEARS,
    extraDistractors: ['1588', '1603', '1625', '1649'],
  },
  {
    ...base,
    id: 'british-history-gunpowder-place',
    namedSubjects: true,
    text: (s) => `What is the name of ${s}?`,
    mc: (s) => `Which of these is ${s}?`,
    statement: (s, a) => `${a} is ${s}.`,
    rows: PLOT_PLACES,
    extraDistractors: ['Hampton Court Palace', 'Lambeth Palace', 'Ashby St Ledgers', 'Windsor Castle'],
  },
  {
    ...base,
    id: 'british-history-gunpowder-name',
    text: (s) => `What was ${s}?`,
    rows: PLOT_NAMES,
  },
];
