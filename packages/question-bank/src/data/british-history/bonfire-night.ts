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
  ['was the servant of Robert Catesby who joined the plot', 'Thomas Bates', 'h', ['Bates']],
  [
    'was the plotter famous for his fine horses, who rode north with the news that the plot had failed',
    'Ambrose Rookwood',
    'h',
    ['Rookwood'],
  ],
  [
    'gathered a hunting party in Warwickshire for the rising that was to follow the explosion',
    'Everard Digby',
    'h',
    ['Sir Everard Digby', 'Digby'],
  ],
  ["guarded the gunpowder stored at Catesby's house across the river from Westminster", 'Robert Keyes', 'h', ['Keyes']],
  [
    'went to Flanders in 1604 and brought Guy Fawkes into the plot',
    'Thomas Wintour',
    'h',
    ['Thomas Winter', 'Wintour'],
  ],
  [
    'prosecuted the Gunpowder plotters at their trial in 1606 as Attorney General',
    'Edward Coke',
    'h',
    ['Sir Edward Coke', 'Coke'],
  ],
  [
    "was the Lord Chief Justice who sat in judgement at the plotters' trial",
    'John Popham',
    'h',
    ['Sir John Popham', 'Popham'],
  ],
  ["was James I's queen at the time of the Gunpowder Plot", 'Anne of Denmark', 'm'],
  ['played Robert Catesby, his own ancestor, in the 2017 BBC drama Gunpowder', 'Kit Harington', 'm', ['Harington']],
  ['wrote the graphic novel V for Vendetta with the artist David Lloyd', 'Alan Moore', 'm'],
  ['played V, in a Guy Fawkes mask, in the film V for Vendetta', 'Hugo Weaving', 'm', ['Weaving']],
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
  ['the yard at Westminster where Guy Fawkes was executed in January 1606', 'Old Palace Yard', 'h'],
  ["the Warwickshire village where Digby's hunting party gathered on 5 November 1605", 'Dunchurch', 'h'],
  ['the Northamptonshire house of the Catesby family, where the plotters met', 'Ashby St Ledgers', 'h'],
  [
    'the Oxford museum that holds the lantern said to have been carried by Guy Fawkes',
    'Ashmolean Museum',
    'm',
    ['The Ashmolean', 'Ashmolean'],
  ],
  ['the York school where Guy Fawkes was a pupil', "St Peter's School", 'h', ["St Peter's"]],
  [
    'the Worcestershire manor house of Robert Wintour, where the fleeing plotters stopped on 6 November 1605',
    'Huddington Court',
    'h',
  ],
  ['the Devon town whose people run through the streets with blazing tar barrels on 5 November', 'Ottery St Mary', 'm'],
  ['the Kent town that burns a giant effigy of a celebrity each Bonfire Night', 'Edenbridge', 'h'],
  ['the Somerset town whose Guy Fawkes Carnival parades illuminated floats each November', 'Bridgwater', 'm'],
];

/** Names used in the plot and on the night. */
const PLOT_NAMES: readonly Row[] = [
  ["the false name Guy Fawkes gave when arrested, posing as Thomas Percy's servant", 'John Johnson', 'm'],
  ['the Italian form of his name Guy Fawkes took while fighting for Spain in the Low Countries', 'Guido', 'm'],
  ['the stuffed figure burned on bonfires on 5 November', 'Guy', 'e', ['A guy', 'The guy']],
];

/** The plot and the night, each asked as its own question. */
const PLOT_QUESTIONS: readonly Row[] = [
  ['How many conspirators took part in the Gunpowder Plot?', 'Thirteen', 'm', ['13']],
  ['About how many barrels of gunpowder were found beneath the House of Lords?', 'Thirty-six', 'm', ['36']],
  [
    'Which royal bodyguard searches the cellars of the Palace of Westminster before each State Opening of Parliament?',
    'The Yeomen of the Guard',
    'm',
    ['Yeomen of the Guard'],
  ],
  [
    '"Remember, remember the fifth of November" — what comes next?',
    'Gunpowder, treason and plot',
    'e',
    ['Gunpowder treason and plot'],
  ],
  ['Whose face is on the mask that V wears in V for Vendetta?', 'Guy Fawkes', 'e', ['Fawkes']],
  [
    'On which day of October 1605 was the anonymous letter delivered to Lord Monteagle?',
    '26 October',
    'h',
    ['26th October', '26'],
  ],
  [
    'What did children traditionally ask for with their home-made guy before Bonfire Night?',
    'A penny for the guy',
    'e',
    ['Penny for the guy', 'A penny'],
  ],
  [
    'Which saint gives her name to the spinning firework, after the wheel of her martyrdom?',
    'St Catherine',
    'm',
    ['Catherine', 'Saint Catherine', 'Catherine of Alexandria'],
  ],
  ['How old must you be to buy most fireworks in Britain?', 'Eighteen', 'm', ['18']],
  [
    'On Bonfire Night, until what time may fireworks be let off in England and Wales, instead of the usual 11pm?',
    'Midnight',
    'h',
    ['12am', '12 midnight'],
  ],
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
    note: `${NOTE}; BBC Programme Index (Gunpowder, BBC One, 2017); BFI Film & TV Database (V for Vendetta)`,
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
    note:
      `${NOTE}; Steve Roud, The English Year (2006); Ashmolean Museum collections (ashmolean.org); ` +
      'Edenbridge Bonfire Society and Bridgwater Guy Fawkes Carnival (their own histories)',
    namedSubjects: true,
    text: (s) => `What is the name of ${s}?`,
    mc: (s) => `Which of these is ${s}?`,
    statement: (s, a) => `${a} is ${s}.`,
    rows: PLOT_PLACES,
    extraDistractors: ['Hampton Court Palace', 'Lambeth Palace', 'Windsor Castle', 'Greenwich Palace'],
  },
  {
    ...base,
    id: 'british-history-gunpowder-name',
    text: (s) => `What was ${s}?`,
    rows: PLOT_NAMES,
  },
  {
    ...base,
    id: 'british-history-gunpowder-question',
    note:
      `${NOTE}; Fireworks Regulations 2004 and Pyrotechnic Articles (Safety) Regulations 2015 (legislation.gov.uk); ` +
      'BFI Film & TV Database (V for Vendetta)',
    text: (q) => q,
    rows: PLOT_QUESTIONS,
  },
];
