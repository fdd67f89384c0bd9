import type { FactTable, Row } from '../fact-table.js';

/** [description, the event's usual name, level, aliases]. */
const EVENT_NAMES: readonly Row[] = [
  ['the dynastic conflict between the houses of Lancaster and York', 'Wars of the Roses', 'e', ['War of the Roses']],
  ['the plague pandemic that reached England in 1348', 'Black Death', 'e'],
  [
    'the uprising of 1381 led by Wat Tyler',
    'Peasants’ Revolt',
    'e',
    ["Peasants' Revolt", 'Peasants Revolt', 'Great Rising'],
  ],
  [
    'Henry VIII’s closure of England’s abbeys and priories from 1536',
    'Dissolution of the Monasteries',
    'e',
    ['Dissolution'],
  ],
  ['the northern rising of 1536 against Henry VIII’s religious changes', 'Pilgrimage of Grace', 'h'],
  ['the fleet Philip II sent against England in 1588', 'Spanish Armada', 'e', ['Armada', 'The Armada']],
  ['the Catholic conspiracy to blow up Parliament in 1605', 'Gunpowder Plot', 'e', ['Gunpowder Treason']],
  ['the moment in 1603 when James VI of Scotland also became King of England', 'Union of the Crowns', 'm'],
  [
    'the years between 1649 and 1660 when England had no monarch',
    'Interregnum',
    'm',
    ['The Commonwealth', 'Commonwealth', 'Protectorate'],
  ],
  ['the return of Charles II to the throne in 1660', 'Restoration', 'm', ['The Restoration']],
  ['the disaster that began in a Pudding Lane bakery in 1666', 'Great Fire of London', 'e', ['Great Fire']],
  ['the overthrow of James II by William of Orange in 1688', 'Glorious Revolution', 'm', ['Bloodless Revolution']],
  ['the Jacobite rising of 1745', 'The Forty-Five', 'h', ['Forty-Five', 'The 45', "The '45", 'Forty Five']],
  ['the cavalry charge on a reform meeting in Manchester in 1819', 'Peterloo Massacre', 'm', ['Peterloo']],
  [
    'the Irish catastrophe of 1845 to 1852 caused by potato blight',
    'Great Famine',
    'e',
    ['Irish Potato Famine', 'Potato Famine', 'Great Hunger', 'An Gorta Mór'],
  ],
  ['the foul smell from the Thames that choked London in the summer of 1858', 'Great Stink', 'm'],
  ['the unofficial ceasefire of December 1914 when soldiers met in no man’s land', 'Christmas Truce', 'e'],
  ['the nine-day walkout of 1926 in support of the miners', 'General Strike', 'm'],
  ['the events of 1936 in which Edward VIII gave up the throne', 'Abdication Crisis', 'e', ['Abdication']],
  ['the German bombing of British cities in 1940 and 1941', 'The Blitz', 'e', ['Blitz']],
  ['the air campaign fought over southern England in the summer of 1940', 'Battle of Britain', 'e'],
  [
    'the Allied landings in Normandy on 6 June 1944',
    'D-Day',
    'e',
    ['D Day', 'Operation Overlord', 'Normandy landings'],
  ],
  ['the deadly London fog of December 1952', 'Great Smog', 'm', ['Great Smog of London', 'Big Smoke']],
  ['the strikes of 1978 and 1979 that brought down the Callaghan government', 'Winter of Discontent', 'm'],
  ['the day in 1992 when the pound left the Exchange Rate Mechanism', 'Black Wednesday', 'm'],
  ['the three decades of conflict in Northern Ireland ended by the 1998 agreement', 'The Troubles', 'e', ['Troubles']],
];

export const EVENT_NAME_TABLES: readonly FactTable[] = [
  {
    id: 'british-history-event-name',
    name: 'british-history-events',
    category: 'british-history',
    note: 'Encyclopaedia Britannica; The National Archives (nationalarchives.gov.uk); BBC History; Imperial War Museums',
    asOf: '2026-11-26',
    curriculum: { subject: 'history', levels: ['gcse', 'a-level'] },
    words: ['Wat', 'Tyler', 'Jacobite', 'Pudding', 'Callaghan'],
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `By which name do we know ${d}?`,
    rows: EVENT_NAMES,
  },
];
