import { sentence } from '../../lib/text.js';
import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Encyclopaedia Britannica battle entries; National Army Museum (nam.ac.uk); Royal Museums Greenwich; Oxford Dictionary of National Biography';
const HISTORY = { subject: 'history', levels: ['gcse', 'a-level'] } as const;

/** [battle, year fought, level]: battles fought within a single calendar year. */
const BATTLE_YEARS: readonly Row[] = [
  ['the Battle of Hastings', '1066', 'e'],
  ['the Battle of Stamford Bridge', '1066', 'm'],
  ['the Battle of Bannockburn', '1314', 'm'],
  ['the Battle of Crécy', '1346', 'h'],
  ['the Battle of Poitiers, won by the Black Prince,', '1356', 'h'],
  ['the Battle of Agincourt', '1415', 'm'],
  ['the Battle of Bosworth Field', '1485', 'm'],
  ['the Battle of Flodden', '1513', 'h'],
  ['the Battle of Edgehill', '1642', 'h'],
  ['the Battle of Marston Moor', '1644', 'h'],
  ['the Battle of Naseby', '1645', 'm'],
  ['the Battle of Worcester, the last battle of the Civil Wars,', '1651', 'h'],
  ['the Battle of the Boyne', '1690', 'm'],
  ['the Battle of Blenheim', '1704', 'h'],
  ['the Battle of Culloden', '1746', 'm'],
  ['the Battle of Plassey', '1757', 'h'],
  ['the Battle of the Nile, at Aboukir Bay,', '1798', 'h'],
  ['the Battle of Trafalgar', '1805', 'm'],
  ['the Battle of Waterloo', '1815', 'm'],
  ['the Battle of Balaclava and the Charge of the Light Brigade', '1854', 'm'],
  ["the defence of Rorke's Drift", '1879', 'h'],
  ['the Battle of Mons', '1914', 'm'],
  ['the Battle of Jutland', '1916', 'h'],
  ['the Battle of the Somme', '1916', 'e'],
  ['the Battle of Passchendaele', '1917', 'm'],
  ['the Battle of Britain', '1940', 'e'],
  ['the Second Battle of El Alamein', '1942', 'm'],
  ['the Battle of Arnhem', '1944', 'm'],
  ['the Battle of Goose Green', '1982', 'm'],
];

const FWW = ['World War I', 'World War One', 'WWI', 'WW1', 'The Great War', 'Great War', 'First War'];
const SWW = ['World War II', 'World War Two', 'WWII', 'WW2'];
const HYW = ['Hundred Years War', 'The Hundred Years War'];
const ROSES = ['War of the Roses', 'The Wars of the Roses'];
const ECW = ['Civil War', 'The English Civil War', 'English Civil Wars', 'British Civil Wars'];
const NAP = ['Napoleonic War', 'The Napoleonic Wars'];
const AWI = ['American Revolutionary War', 'American Revolution', 'War of American Independence'];
const ZULU = ['Zulu War', 'Anglo Zulu War'];
const BOER = ['Boer War', 'South African War', '2nd Boer War'];
const SYW = ['Seven Years War'];
const SCOT = ['Scottish Wars of Independence', 'Wars of Scottish Independence', 'Scottish War of Independence'];

/** [battle, war, level, aliases]. */
const BATTLE_WARS: readonly Row[] = [
  ['the Battle of Crécy', "Hundred Years' War", 'm', HYW],
  ['the Battle of Agincourt', "Hundred Years' War", 'm', HYW],
  ['the Battle of Poitiers of 1356', "Hundred Years' War", 'h', HYW],
  ['the Battle of Bosworth Field', 'Wars of the Roses', 'e', ROSES],
  ['the Battle of Towton', 'Wars of the Roses', 'm', ROSES],
  ['the Battle of Tewkesbury of 1471', 'Wars of the Roses', 'h', ROSES],
  ['the Battle of Barnet', 'Wars of the Roses', 'h', ROSES],
  ['the Battle of Edgehill', 'English Civil War', 'm', ECW],
  ['the Battle of Marston Moor', 'English Civil War', 'm', ECW],
  ['the Battle of Naseby', 'English Civil War', 'm', ECW],
  ['the Battle of Trafalgar', 'Napoleonic Wars', 'e', NAP],
  ['the Battle of Waterloo', 'Napoleonic Wars', 'e', NAP],
  ['the Battle of Balaclava', 'Crimean War', 'm', ['Crimea']],
  ['the Battle of Inkerman', 'Crimean War', 'h', ['Crimea']],
  ["the defence of Rorke's Drift", 'Anglo-Zulu War', 'm', ZULU],
  ['the Battle of Isandlwana', 'Anglo-Zulu War', 'h', ZULU],
  ['the Battle of Spion Kop', 'Second Boer War', 'h', BOER],
  ['the Siege of Mafeking', 'Second Boer War', 'm', BOER],
  ['the Battle of the Somme', 'First World War', 'e', FWW],
  ['the Battle of Passchendaele', 'First World War', 'e', FWW],
  ['the Battle of Jutland', 'First World War', 'm', FWW],
  ['the Gallipoli campaign', 'First World War', 'm', FWW],
  ['the Battle of Britain', 'Second World War', 'e', SWW],
  ['the Battle of El Alamein in 1942', 'Second World War', 'm', SWW],
  ['the Battle of Arnhem', 'Second World War', 'm', SWW],
  ['the Battle of Goose Green', 'Falklands War', 'm', ['Falklands', 'Falklands Conflict']],
  ['the Battle of Bunker Hill', 'American War of Independence', 'm', AWI],
  ['the Siege of Yorktown', 'American War of Independence', 'm', AWI],
  ['the Battle of Saratoga', 'American War of Independence', 'h', AWI],
  ['the Battle of Blenheim', 'War of the Spanish Succession', 'h', ['Spanish Succession']],
  ['the Battle of Plassey', "Seven Years' War", 'h', SYW],
  ['the Battle of the Plains of Abraham at Quebec', "Seven Years' War", 'h', [...SYW, 'French and Indian War']],
  ['the Battle of Bannockburn', 'First War of Scottish Independence', 'm', SCOT],
  ['the Battle of Stirling Bridge', 'First War of Scottish Independence', 'm', SCOT],
];

/** [battle, commander of the winning side, level, aliases, also right]: the allies' commanders are also right. */
const BATTLE_WINNERS: readonly Row[] = [
  [
    'the Battle of Hastings in 1066',
    'William the Conqueror',
    'e',
    ['William of Normandy', 'William I', 'Duke William', 'Duke William of Normandy', 'The Normans', 'Normans'],
  ],
  [
    'the Battle of Stamford Bridge in 1066',
    'Harold Godwinson',
    'm',
    ['Harold II', 'King Harold', 'Harold', 'Godwinson'],
  ],
  ['the Battle of Stirling Bridge in 1297', 'William Wallace', 'm', ['Wallace'], ['Andrew Moray']],
  ['the Battle of Bannockburn in 1314', 'Robert the Bruce', 'e', ['Robert Bruce', 'Robert I', 'Bruce']],
  ['the Battle of Crécy in 1346', 'Edward III', 'h', [], ['Edward the Black Prince']],
  [
    'the Battle of Poitiers in 1356',
    'Edward the Black Prince',
    'h',
    ['The Black Prince', 'Black Prince', 'Edward of Woodstock'],
  ],
  ['the Battle of Agincourt in 1415', 'Henry V', 'e'],
  ['the Battle of Towton in 1461', 'Edward IV', 'h', ['Edward of York']],
  ['the Battle of Bosworth Field in 1485', 'Henry Tudor', 'm', ['Henry VII', 'Henry Tudor, Earl of Richmond']],
  [
    'the Battle of Flodden in 1513',
    'Thomas Howard, Earl of Surrey',
    'h',
    ['Earl of Surrey', 'Thomas Howard', 'Surrey'],
  ],
  ['the Battle of Naseby in 1645', 'Thomas Fairfax', 'm', ['Fairfax', 'Sir Thomas Fairfax'], ['Oliver Cromwell']],
  ['the Battle of Dunbar in 1650', 'Oliver Cromwell', 'h', ['Cromwell']],
  ['the Battle of the Boyne in 1690', 'William III', 'm', ['William of Orange', 'King William III', 'King Billy']],
  [
    'the Battle of Blenheim in 1704',
    'Duke of Marlborough',
    'h',
    ['John Churchill', 'Marlborough'],
    ['Prince Eugene of Savoy'],
  ],
  [
    'the Battle of Culloden in 1746',
    'Duke of Cumberland',
    'm',
    ['Cumberland', 'Prince William, Duke of Cumberland', 'Butcher Cumberland'],
  ],
  ['the Battle of Plassey in 1757', 'Robert Clive', 'm', ['Clive', 'Clive of India']],
  ['the Battle of Quebec in 1759', 'James Wolfe', 'h', ['Wolfe', 'General Wolfe']],
  ['the Siege of Yorktown in 1781', 'George Washington', 'm', ['Washington'], ['Comte de Rochambeau']],
  ['the Battle of the Nile in 1798', 'Horatio Nelson', 'h', ['Nelson', 'Lord Nelson']],
  ['the Battle of Trafalgar in 1805', 'Horatio Nelson', 'e', ['Nelson', 'Lord Nelson']],
  [
    'the Battle of Waterloo in 1815',
    'Duke of Wellington',
    'e',
    ['Wellington', 'Arthur Wellesley'],
    ['Gebhard von Blücher'],
  ],
  ['the Battle of Omdurman in 1898', 'Herbert Kitchener', 'h', ['Kitchener', 'Lord Kitchener']],
  ['the Second Battle of El Alamein in 1942', 'Bernard Montgomery', 'e', ['Montgomery', 'Monty']],
];

export const BATTLE_TABLES: readonly FactTable[] = [
  {
    id: 'british-history-battle-year',
    name: 'british-battles',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    statement: (b, a) => `${sentence(b)} was fought in ${a}.`,
    text: (b) => `In which year was ${b} fought?`,
    mc: (b) => `In which of these years was ${b} fought?`,
    rows: BATTLE_YEARS,
    allowLookAlikes: true,
  },
  {
    id: 'british-history-battle-war',
    name: 'british-battles',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    text: (b) => `In which war was ${b}?`,
    mc: (b) => `${b.charAt(0).toUpperCase()}${b.slice(1)} was part of which conflict?`,
    rows: BATTLE_WARS,
  },
  {
    id: 'british-history-battle-winner',
    name: 'british-battles',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    answerKind: 'person',
    text: (b) => `Who commanded the winning side at ${b}?`,
    mc: (b) => `Which of these commanders led the victors at ${b}?`,
    rows: BATTLE_WINNERS,
  },
];
