import type { FactTable, Row } from '../fact-table.js';

/** [description, the event's or era's usual name, level, aliases]. */
const EVENT_NAMES: readonly Row[] = [
  ['the medieval wars fought by Christians for control of the Holy Land', 'Crusades', 'e', ['The Crusades']],
  ['the ancient trade routes linking China with the Mediterranean', 'Silk Road', 'e', ['Silk Route', 'Silk Roads']],
  [
    'the revival of classical art and learning that began in 14th-century Italy',
    'Renaissance',
    'e',
    ['The Renaissance'],
  ],
  [
    'the 18th-century movement in European thought known as the Age of Reason',
    'Enlightenment',
    'm',
    ['The Enlightenment'],
  ],
  ['the 1773 protest in which colonists dumped East India Company cargo into a harbour', 'Boston Tea Party', 'e'],
  ['the flood of prospectors into California from 1848', 'Gold Rush', 'e', ['California Gold Rush']],
  [
    'the rush of European powers to claim colonies across a whole continent from the 1880s',
    'Scramble for Africa',
    'm',
    ['Partition of Africa'],
  ],
  ['the international body set up after the First World War to keep the peace', 'League of Nations', 'e'],
  ['the influenza pandemic of 1918 to 1920', 'Spanish flu', 'e', ['Spanish influenza', '1918 flu']],
  [
    'the collapse of share prices in New York in October 1929',
    'Wall Street Crash',
    'e',
    ['Great Crash', 'Crash of 1929'],
  ],
  ['the worldwide economic slump of the 1930s', 'Great Depression', 'e', ['The Depression', 'Depression']],
  ['the man-made famine in Soviet Ukraine in 1932 and 1933', 'Holodomor', 'h'],
  ['the arson attack on the German parliament building in February 1933', 'Reichstag fire', 'm'],
  [
    'the 1939 agreement between Hitler and Stalin not to attack each other',
    'Nazi–Soviet Pact',
    'm',
    ['Nazi-Soviet Pact', 'Molotov–Ribbentrop Pact', 'Molotov-Ribbentrop Pact'],
  ],
  ['the Nazi murder of six million European Jews', 'Holocaust', 'e', ['The Holocaust', 'Shoah']],
  ['the meeting of Churchill, Roosevelt and Stalin in Crimea in February 1945', 'Yalta Conference', 'm', ['Yalta']],
  ['the division of British India into two states in 1947', 'Partition', 'm', ['Partition of India']],
  ['Mao’s campaign of 1958 to 1962 to industrialise China rapidly', 'Great Leap Forward', 'm'],
  [
    'the American campaign of the 1950s and 1960s against racial segregation',
    'Civil Rights Movement',
    'e',
    ['Civil Rights'],
  ],
  ['the barrier that divided a German city from 1961 to 1989', 'Berlin Wall', 'e'],
  ['the political scandal that forced President Nixon to resign', 'Watergate', 'e', ['Watergate scandal']],
  ['the wave of uprisings across North Africa and the Middle East from 2010', 'Arab Spring', 'm'],
];

export const WORLD_EVENT_NAME_TABLES: readonly FactTable[] = [
  {
    id: 'world-history-event-name',
    name: 'world-history-events',
    category: 'world-history',
    note: 'Encyclopaedia Britannica; Oxford Dictionary of World History; United States Holocaust Memorial Museum (ushmm.org)',
    asOf: '2026-11-26',
    curriculum: { subject: 'history', levels: ['gcse', 'a-level'] },
    words: ['Hitler', 'Stalin'],
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `By which name do we know ${d}?`,
    rows: EVENT_NAMES,
  },
];
