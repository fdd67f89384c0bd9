import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Historic Royal Palaces (hrp.org.uk) pages on the six wives of Henry VIII; Oxford Dictionary of National Biography; Encyclopaedia Britannica';
const HISTORY = { subject: 'history', levels: ['gcse', 'a-level'] } as const;

/** The rhyme's verdicts: "divorced, beheaded, died; divorced, beheaded, survived". */
const WIFE_FATES: readonly Row[] = [
  ['Catherine of Aragon', 'Divorced', 'e', ['Annulled', 'Marriage annulled']],
  ['Anne Boleyn', 'Beheaded', 'e', ['Executed']],
  ['Jane Seymour', 'Died', 'e', ['Died in childbirth', 'Died after childbirth']],
  ['Anne of Cleves', 'Divorced', 'm', ['Annulled', 'Marriage annulled']],
  ['Catherine Howard', 'Beheaded', 'm', ['Executed']],
  ['Catherine Parr', 'Survived', 'e', ['Outlived him', 'Widowed']],
];

/** [description, wife of Henry VIII, level]. */
const WIVES: readonly Row[] = [
  ['was the mother of Elizabeth I', 'Anne Boleyn', 'e', ['Boleyn']],
  ['was the mother of Edward VI', 'Jane Seymour', 'm', ['Seymour']],
  ['was the mother of Mary I', 'Catherine of Aragon', 'm'],
  ['had first been married to his elder brother Arthur', 'Catherine of Aragon', 'm'],
  ['was the first he married', 'Catherine of Aragon', 'e'],
  ['was the second he married', 'Anne Boleyn', 'm', ['Boleyn']],
  ['was the third he married', 'Jane Seymour', 'm', ['Seymour']],
  ['was the fourth he married', 'Anne of Cleves', 'm'],
  ['was the fifth he married', 'Catherine Howard', 'h', ['Howard']],
  ['was the sixth and last he married', 'Catherine Parr', 'm', ['Parr']],
  ['came from a German duchy and was married to him for about six months in 1540', 'Anne of Cleves', 'm'],
  ['was a cousin of Anne Boleyn and was executed in 1542', 'Catherine Howard', 'h', ['Howard']],
  ['outlived him and then married Thomas Seymour', 'Catherine Parr', 'h', ['Parr']],
  ['was crowned queen in 1533 and executed at the Tower of London in 1536', 'Anne Boleyn', 'm', ['Boleyn']],
  ['died twelve days after giving birth to his only legitimate son', 'Jane Seymour', 'm', ['Seymour']],
];

/** [description, Tudor figure, level, aliases]. */
const TUDOR_PEOPLE: readonly Row[] = [
  [
    'the cardinal and Lord Chancellor who fell from favour after failing to end Henry VIII’s first marriage',
    'Thomas Wolsey',
    'm',
    ['Wolsey', 'Cardinal Wolsey'],
  ],
  [
    'the chief minister of Henry VIII who ran the dissolution of the monasteries and was executed in 1540',
    'Thomas Cromwell',
    'm',
    ['Cromwell'],
  ],
  [
    'the author of Utopia, executed in 1535 for refusing to accept Henry VIII as head of the Church',
    'Thomas More',
    'm',
    ['More', 'Sir Thomas More', 'St Thomas More'],
  ],
  [
    'the Archbishop of Canterbury who wrote the Book of Common Prayer and was burnt at the stake in 1556',
    'Thomas Cranmer',
    'h',
    ['Cranmer'],
  ],
  ['the teenager who was queen for nine days in 1553', 'Lady Jane Grey', 'e', ['Jane Grey']],
  ['the spymaster of Elizabeth I who uncovered the Babington Plot', 'Francis Walsingham', 'h', ['Walsingham']],
  ['Elizabeth I’s chief adviser for most of her reign, made Lord Burghley in 1571', 'William Cecil', 'h', ['Cecil']],
  ['the favourite of Elizabeth I who was made Earl of Leicester', 'Robert Dudley', 'h', ['Dudley']],
  [
    'the Earl of Essex executed after a failed rebellion against Elizabeth I in 1601',
    'Robert Devereux',
    'h',
    ['Devereux'],
  ],
  [
    'the first Englishman to sail around the world, returning in 1580',
    'Francis Drake',
    'e',
    ['Drake', 'Sir Francis Drake'],
  ],
  [
    'the courtier who sent colonists to Roanoke and was executed in 1618',
    'Walter Raleigh',
    'm',
    ['Raleigh', 'Walter Ralegh', 'Sir Walter Raleigh'],
  ],
  [
    'the Spanish king who sent the Armada against England in 1588',
    'Philip II',
    'm',
    ['Philip II of Spain', 'King Philip II'],
  ],
  [
    'the Catholic claimant to the English throne executed at Fotheringhay Castle in 1587',
    'Mary, Queen of Scots',
    'e',
    ['Mary Queen of Scots', 'Mary Stuart', 'Mary I of Scotland'],
  ],
  [
    'the pretender crowned in Dublin in 1487 and later set to work in Henry VII’s kitchens',
    'Lambert Simnel',
    'h',
    ['Simnel'],
  ],
  [
    'the pretender who claimed to be the younger of the Princes in the Tower and was hanged in 1499',
    'Perkin Warbeck',
    'h',
    ['Warbeck'],
  ],
];

export const TUDOR_TABLES: readonly FactTable[] = [
  {
    id: 'british-history-tudor-wife-fate',
    name: 'wives-of-henry-viii',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    text: (w) => `In the rhyme about Henry VIII’s six wives, what happened to ${w}?`,
    mc: (w) => `According to the rhyme about Henry VIII’s wives, what was the fate of ${w}?`,
    rows: WIFE_FATES,
  },
  {
    id: 'british-history-tudor-wife',
    name: 'wives-of-henry-viii',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    answerKind: 'person',
    words: ['Cleves', 'Seymour'],
    text: (d) => `Which of Henry VIII’s wives ${d}?`,
    mc: (d) => `Which wife of Henry VIII ${d}?`,
    rows: WIVES,
    extraDistractors: ['Elizabeth of York', 'Margaret Beaufort', 'Elizabeth Woodville', 'Margaret Tudor'],
  },
  {
    id: 'british-history-tudor-people',
    name: 'tudor-england',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    answerKind: 'person',
    words: ['Babington', 'Burghley', 'Fotheringhay', 'Roanoke', 'Shrewsbury', 'Effingham'],
    text: (d) => `Who was ${d}?`,
    mc: (d) => `Which of these Tudor figures was ${d}?`,
    rows: TUDOR_PEOPLE,
  },
];
