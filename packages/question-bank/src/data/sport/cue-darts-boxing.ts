import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

const DAVIS = ['Steve Davis'];
const HENDRY = ['Hendry'];
const ROCKET = ["O'Sullivan", 'Ronnie O’Sullivan', 'Ronnie'];
const SELBY = ['Selby'];
const JOHN_HIGGINS: readonly string[] = [];
const TAYLOR = ['Taylor', 'The Power'];

/** World Snooker Championship finals at the Crucible, by year. */
const SNOOKER: readonly Row[] = [
  ['1981', 'Steve Davis', 'h', DAVIS],
  ['1982', 'Alex Higgins', 'm'],
  ['1985', 'Dennis Taylor', 'm'],
  ['1986', 'Joe Johnson', 'm'],
  ['1988', 'Steve Davis', 'h', DAVIS],
  ['1990', 'Stephen Hendry', 'm', HENDRY],
  ['1997', 'Ken Doherty', 'h', ['Doherty']],
  ['1998', 'John Higgins', 'h', JOHN_HIGGINS],
  ['2000', 'Mark Williams', 'h'],
  ['2001', "Ronnie O'Sullivan", 'm', ROCKET],
  ['2005', 'Shaun Murphy', 'h', ['Murphy']],
  ['2010', 'Neil Robertson', 'h', ['Robertson']],
  ['2014', 'Mark Selby', 'h', SELBY],
  ['2019', 'Judd Trump', 'm', ['Trump']],
  ['2022', "Ronnie O'Sullivan", 'm', ROCKET],
  ['2023', 'Luca Brecel', 'h', ['Brecel']],
  ['2024', 'Kyren Wilson', 'h'],
  ['2025', 'Zhao Xintong', 'm', ['Zhao']],
];

/** World darts champions: the single world championship until 1993, then the PDC's. */
const DARTS: readonly Row[] = [
  ['the 1980 World Darts Championship', 'Eric Bristow', 'm', ['Bristow']],
  ['the 1982 World Darts Championship', 'Jocky Wilson', 'm'],
  ['the 1983 World Darts Championship', 'Keith Deller', 'h', ['Deller']],
  ['the 1990 World Darts Championship', 'Phil Taylor', 'm', TAYLOR],
  ['the 2007 PDC World Darts Championship', 'Raymond van Barneveld', 'h', ['Van Barneveld', 'Barney']],
  ['the 2013 PDC World Darts Championship', 'Phil Taylor', 'h', TAYLOR],
  ['the 2014 PDC World Darts Championship', 'Michael van Gerwen', 'm', ['Van Gerwen', 'MVG']],
  ['the 2018 PDC World Darts Championship', 'Rob Cross', 'h', ['Cross']],
  ['the 2020 PDC World Darts Championship', 'Peter Wright', 'h', ['Snakebite']],
  ['the 2023 PDC World Darts Championship', 'Michael Smith', 'h'],
  ['the 2024 PDC World Darts Championship', 'Luke Humphries', 'm', ['Humphries']],
  ['the 2025 PDC World Darts Championship', 'Luke Littler', 'e', ['Littler']],
];

const CUE_NICKNAMES: readonly Row[] = [
  ['the Rocket', "Ronnie O'Sullivan", 'e', ["O'Sullivan", 'Ronnie O’Sullivan']],
  ['the Whirlwind', 'Jimmy White', 'e'],
  ['the Hurricane', 'Alex Higgins', 'e'],
  ['the Nugget', 'Steve Davis', 'm'],
  ['the Jester from Leicester', 'Mark Selby', 'm', ['Selby']],
  ['the Wizard of Wishaw', 'John Higgins', 'm'],
  ['the Magician', 'Shaun Murphy', 'h', ['Murphy']],
  ['the Ace in the Pack', 'Judd Trump', 'h', ['Trump']],
  ['the Thunder from Down Under', 'Neil Robertson', 'm', ['Robertson']],
  ['the Welsh Potting Machine', 'Mark Williams', 'h'],
  ['Dracula', 'Ray Reardon', 'h', ['Reardon']],
  ['the Grinder', 'Cliff Thorburn', 'h', ['Thorburn']],
  ['the Warrior', 'Kyren Wilson', 'h'],
];

const DARTS_NICKNAMES: readonly Row[] = [
  ['the Power', 'Phil Taylor', 'e', ['Taylor']],
  ['the Crafty Cockney', 'Eric Bristow', 'e', ['Bristow']],
  ['Mighty Mike', 'Michael van Gerwen', 'm', ['Van Gerwen', 'MVG']],
  ['Snakebite', 'Peter Wright', 'e'],
  ['the Nuke', 'Luke Littler', 'e', ['Littler']],
  ['the Flying Scotsman', 'Gary Anderson', 'm'],
  ['Jackpot', 'Adrian Lewis', 'm'],
  ['the Iceman', 'Gerwyn Price', 'm', ['Price']],
  ['Bully Boy', 'Michael Smith', 'h'],
  ['the Menace', 'Dennis Priestley', 'h', ['Priestley']],
  ['the Queen of the Palace', 'Fallon Sherrock', 'm', ['Sherrock']],
  ['Voltage', 'Rob Cross', 'h', ['Cross']],
  ['Old Stoneface', 'John Lowe', 'h', ['Lowe']],
];

const BOXING_NICKNAMES: readonly Row[] = [
  ['the Greatest', 'Muhammad Ali', 'e', ['Ali', 'Cassius Clay']],
  ['the Gypsy King', 'Tyson Fury', 'e', ['Fury']],
  ['the Hitman', 'Ricky Hatton', 'e', ['Hatton', 'Thomas Hearns', 'Hearns'], ['Thomas Hearns']],
  ['Prince', 'Naseem Hamed', 'e', ['Prince Naseem', 'Hamed', 'Naz']],
  ['the Dark Destroyer', 'Nigel Benn', 'e', ['Benn']],
  ["Our 'Enry", 'Henry Cooper', 'e', ['Cooper']],
  ['the Brown Bomber', 'Joe Louis', 'm'],
  ['Smokin’ Joe', 'Joe Frazier', 'm', ['Frazier']],
  ['the Real Deal', 'Evander Holyfield', 'm', ['Holyfield']],
  ['Marvelous', 'Marvin Hagler', 'h', ['Hagler', 'Marvelous Marvin Hagler']],
  ['Hands of Stone', 'Roberto Durán', 'h', ['Duran', 'Roberto Duran']],
  ['the Manassa Mauler', 'Jack Dempsey', 'h', ['Dempsey']],
  ['Golden Boy', 'Oscar De La Hoya', 'h', ['De La Hoya']],
  ['the Bronze Bomber', 'Deontay Wilder', 'h', ['Wilder']],
  ['the Celtic Warrior', 'Steve Collins', 'h'],
  ['the Cobra', 'Carl Froch', 'm', ['Froch']],
  ['Pac-Man', 'Manny Pacquiao', 'm', ['Pacquiao']],
  ['Pretty Boy', 'Floyd Mayweather Jr.', 'm', ['Floyd Mayweather', 'Mayweather']],
];

export const CUE_DARTS_BOXING_TABLES: readonly FactTable[] = [
  {
    id: 'sport-snooker-world-champion',
    name: 'world-snooker-champions',
    category: 'sport',
    note: 'World Snooker Tour roll of honour (wst.tv); Crucible finals',
    asOf: AS_OF,
    answerKind: 'person',
    text: (y) => `Who won the World Snooker Championship at the Crucible in ${y}?`,
    mc: (y) => `Which of these players became world snooker champion in ${y}?`,
    rows: SNOOKER,
  },
  {
    id: 'sport-darts-world-champion',
    name: 'world-darts-champions',
    category: 'sport',
    note: 'PDC roll of honour (pdc.tv); BDO world championship records for 1978 to 1993',
    asOf: AS_OF,
    answerKind: 'person',
    text: (c) => `Who won ${c}?`,
    mc: (c) => `Which of these players won ${c}?`,
    rows: DARTS,
  },
  {
    id: 'sport-snooker-nickname',
    name: 'snooker-nicknames',
    category: 'sport',
    note: 'World Snooker Tour player profiles (wst.tv)',
    asOf: AS_OF,
    answerKind: 'person',
    text: (n) => `Which snooker player is known as ${n}?`,
    mc: (n) => `Which of these snooker players is known as ${n}?`,
    words: ['Wishaw'],
    rows: CUE_NICKNAMES,
  },
  {
    id: 'sport-darts-nickname',
    name: 'darts-nicknames',
    category: 'sport',
    note: 'PDC player profiles (pdc.tv)',
    asOf: AS_OF,
    answerKind: 'person',
    text: (n) => `Which darts player is known as ${n}?`,
    mc: (n) => `Which of these darts players is known as ${n}?`,
    words: ['Stoneface'],
    rows: DARTS_NICKNAMES,
  },
  {
    id: 'sport-boxing-nickname',
    name: 'boxing-nicknames',
    category: 'sport',
    note: 'BoxRec boxer records; International Boxing Hall of Fame biographies',
    asOf: AS_OF,
    answerKind: 'person',
    text: (n) => `Which boxer was nicknamed ${n}?`,
    mc: (n) => `Which of these boxers was known as ${n}?`,
    words: ['Manassa', 'Enry', 'Smokin', 'Marvelous', 'Hitman', 'Pac'],
    rows: BOXING_NICKNAMES,
  },
];
