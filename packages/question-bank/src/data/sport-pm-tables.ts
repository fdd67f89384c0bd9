import type { FactTable, Row } from './fact-table.js';

const AS_OF = '2026-11-21';

type Level = 'e' | 'm' | 'h';

/** [sport, players per side on the field of play, level]. */
const TEAM_SIZES: readonly (readonly [string, string, Level])[] = [
  ['association football', '11', 'e'],
  ['rugby union', '15', 'e'],
  ['rugby league', '13', 'm'],
  ['netball', '7', 'm'],
  ['basketball', '5', 'e'],
  ['indoor volleyball', '6', 'm'],
  ['ice hockey', '6', 'm'],
  ['water polo', '7', 'h'],
  ['field hockey', '11', 'm'],
  ['handball', '7', 'h'],
  ['polo', '4', 'h'],
  ['Gaelic football', '15', 'h'],
  ['baseball', '9', 'm'],
  ['Australian rules football', '18', 'h'],
];

const NUMBER_WORDS: Record<string, string> = {
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '9': 'Nine',
  '11': 'Eleven',
  '13': 'Thirteen',
  '15': 'Fifteen',
  '18': 'Eighteen',
};

/** [term or event, sport, level, aliases]: terms that belong to one sport only. */
const TERMS: readonly Row[] = [
  ['a maximum break of 147', 'Snooker', 'e'],
  ['a hole in one', 'Golf', 'e'],
  ['a slam dunk', 'Basketball', 'e'],
  ['a googly', 'Cricket', 'm'],
  ['a touchdown and a field goal', 'American football', 'e', ['Gridiron']],
  ['the Ashes', 'Cricket', 'e'],
  ['the Ryder Cup', 'Golf', 'e'],
  ['the Stanley Cup', 'Ice hockey', 'm'],
  ['the Davis Cup', 'Tennis', 'm'],
  ['the Tour de France', 'Cycling', 'e'],
  ['the Grand National', 'Horse racing', 'e', ['Horseracing', 'Steeplechase']],
  ['the Calcutta Cup', 'Rugby union', 'm', ['Rugby']],
  ['the Super Bowl', 'American football', 'e', ['Gridiron']],
  ["the America's Cup", 'Sailing', 'h', ['Yachting', 'Yacht racing']],
  ['a strike and a spare', 'Ten-pin bowling', 'm', ['Bowling', 'Tenpin bowling']],
  ['an ippon', 'Judo', 'h', ['Karate'], ['Karate']],
  ['a home run', 'Baseball', 'e'],
  ['a penalty corner and a short corner', 'Field hockey', 'h', ['Hockey']],
  ['the Fosbury flop', 'High jump', 'm', ['Athletics', 'Track and field']],
  ['a shuttlecock', 'Badminton', 'e'],
  ['a puck and a power play', 'Ice hockey', 'm'],
  ['the foil, épée and sabre', 'Fencing', 'm'],
  ['a bunker and a birdie', 'Golf', 'm'],
  ['a maiden over', 'Cricket', 'm'],
  ['deuce and advantage', 'Tennis', 'e'],
  ['the yellow jersey', 'Cycling', 'm'],
  ['a bullseye and a 180', 'Darts', 'e'],
  ['checkmate', 'Chess', 'e'],
  ['the Derby at Epsom', 'Horse racing', 'm', ['Horseracing']],
  ['the Boat Race between Oxford and Cambridge', 'Rowing', 'e'],
  ['a scrum and a line-out', 'Rugby union', 'm', ['Rugby']],
  ['a double fault', 'Tennis', 'm'],
  ['the Claret Jug', 'Golf', 'h'],
  ['a hat-trick of wickets', 'Cricket', 'm'],
  ['a clean and jerk', 'Weightlifting', 'h'],
];

const GRAND_SLAMS: readonly Row[] = [
  ['Wimbledon', 'Grass', 'e', ['Grass court']],
  ['the French Open', 'Clay', 'e', ['Clay court', 'Red clay']],
  ['the US Open', 'Hard court', 'h', ['Hard', 'Hardcourt', 'Acrylic hard court', 'Acrylic']],
  ['the Australian Open', 'Hard court', 'h', ['Hard', 'Hardcourt', 'Acrylic hard court', 'Acrylic']],
];

const SLAM_CITIES: readonly Row[] = [
  ['Wimbledon', 'London', 'e'],
  ['French Open', 'Paris', 'e'],
  ['US Open', 'New York', 'm', ['New York City', 'Flushing Meadows']],
  ['Australian Open', 'Melbourne', 'm'],
];

/** UK prime ministers from 1902; years in which two took office (1923, 1924, 2022) are not asked. */
const PM_YEARS: readonly Row[] = [
  ['1902', 'Arthur Balfour', 'h', ['Balfour']],
  ['1905', 'Henry Campbell-Bannerman', 'h', ['Campbell-Bannerman']],
  ['1908', 'H. H. Asquith', 'h', ['Asquith', 'Herbert Asquith', 'Herbert Henry Asquith']],
  ['1916', 'David Lloyd George', 'm', ['Lloyd George']],
  ['1922', 'Bonar Law', 'h', ['Andrew Bonar Law']],
  ['1929', 'Ramsay MacDonald', 'h', ['MacDonald']],
  ['1935', 'Stanley Baldwin', 'h', ['Baldwin']],
  ['1937', 'Neville Chamberlain', 'm', ['Chamberlain']],
  ['1940', 'Winston Churchill', 'e', ['Churchill']],
  ['1945', 'Clement Attlee', 'm', ['Attlee']],
  ['1951', 'Winston Churchill', 'h', ['Churchill']],
  ['1955', 'Anthony Eden', 'h', ['Eden']],
  ['1957', 'Harold Macmillan', 'h', ['Macmillan']],
  ['1963', 'Alec Douglas-Home', 'h', ['Douglas-Home', 'Sir Alec Douglas-Home', 'Alec Home', 'Lord Home']],
  ['1964', 'Harold Wilson', 'm', ['Wilson']],
  ['1970', 'Edward Heath', 'm', ['Heath', 'Ted Heath']],
  ['1974', 'Harold Wilson', 'h', ['Wilson']],
  ['1976', 'James Callaghan', 'h', ['Callaghan', 'Jim Callaghan']],
  ['1979', 'Margaret Thatcher', 'e', ['Thatcher']],
  ['1990', 'John Major', 'm', ['Major']],
  ['1997', 'Tony Blair', 'e', ['Blair']],
  ['2007', 'Gordon Brown', 'm', ['Brown']],
  ['2010', 'David Cameron', 'e', ['Cameron']],
  ['2016', 'Theresa May', 'e', ['May']],
  ['2019', 'Boris Johnson', 'e', ['Johnson', 'Boris']],
  ['2024', 'Keir Starmer', 'e', ['Starmer', 'Sir Keir Starmer']],
];

/** Party each belonged to while prime minister (Lloyd George was a Liberal but never led the party); MacDonald (Labour, then National Labour) is left out. */
const PM_PARTIES: readonly Row[] = [
  ['Arthur Balfour', 'Conservative', 'h', ['Conservatives', 'Tory', 'Tories']],
  ['H. H. Asquith', 'Liberal', 'h', ['Liberals']],
  ['David Lloyd George', 'Liberal', 'm', ['Liberals']],
  ['Stanley Baldwin', 'Conservative', 'h', ['Conservatives', 'Tory', 'Tories']],
  ['Neville Chamberlain', 'Conservative', 'm', ['Conservatives', 'Tory', 'Tories']],
  ['Winston Churchill', 'Conservative', 'e', ['Conservatives', 'Tory', 'Tories']],
  ['Clement Attlee', 'Labour', 'e'],
  ['Anthony Eden', 'Conservative', 'm', ['Conservatives', 'Tory', 'Tories']],
  ['Harold Macmillan', 'Conservative', 'm', ['Conservatives', 'Tory', 'Tories']],
  ['Harold Wilson', 'Labour', 'e'],
  ['Edward Heath', 'Conservative', 'm', ['Conservatives', 'Tory', 'Tories']],
  ['James Callaghan', 'Labour', 'm'],
  ['Margaret Thatcher', 'Conservative', 'e', ['Conservatives', 'Tory', 'Tories']],
  ['Tony Blair', 'Labour', 'e'],
  ['Gordon Brown', 'Labour', 'e'],
  ['Liz Truss', 'Conservative', 'e', ['Conservatives', 'Tory', 'Tories']],
  ['Rishi Sunak', 'Conservative', 'e', ['Conservatives', 'Tory', 'Tories']],
  ['Keir Starmer', 'Labour', 'e'],
];

export const SPORT_EXTRA_TABLES: readonly FactTable[] = [
  {
    id: 'team-size',
    name: 'team-sizes',
    category: 'sport',
    note: 'laws of each game from the governing bodies (IFAB, World Rugby, FIBA, IIHF...)',
    asOf: AS_OF,
    text: (s) => `How many players does each team have in play at once in ${s}?`,
    mc: (s) => `In ${s}, how many players per team are in play at once?`,
    rows: TEAM_SIZES.map(([sport, n, level]): Row => [sport, n, level, NUMBER_WORDS[n] ? [NUMBER_WORDS[n]] : []]),
    extraDistractors: ['8', '10', '12', '14'],
    allowLookAlikes: true,
  },
  {
    id: 'sport-term',
    name: 'sport-terms',
    category: 'sport',
    note: 'laws and official sites of each sport',
    asOf: AS_OF,
    text: (t) => `In which sport would you come across ${t}?`,
    mc: (t) => `Which of these sports is associated with ${t}?`,
    rows: TERMS,
  },
  {
    id: 'grand-slam-surface',
    name: 'tennis-grand-slams',
    category: 'sport',
    note: 'official tournament sites',
    asOf: AS_OF,
    text: (t) => `In tennis, on what surface is ${t} played?`,
    mc: (t) => `In tennis, on which of these surfaces is ${t} played?`,
    rows: GRAND_SLAMS,
    extraDistractors: ['Carpet', 'Artificial grass'],
  },
  {
    id: 'grand-slam-city',
    namedSubjects: true,
    name: 'tennis-grand-slams',
    category: 'sport',
    note: 'official tournament sites',
    asOf: AS_OF,
    text: (t) => `Which city hosts the ${t} tennis championship?`,
    mc: (t) => `In which of these cities is the ${t} tennis championship played?`,
    rows: SLAM_CITIES,
    extraDistractors: ['Rome', 'Madrid', 'Miami', 'Sydney'],
  },
];

export const PM_TABLES: readonly FactTable[] = [
  {
    id: 'uk-pm-year',
    answerKind: 'person',
    name: 'uk-prime-ministers',
    category: 'british-history',
    note: 'gov.uk list of past prime ministers, through Keir Starmer (5 July 2024)',
    asOf: '2024-07-05',
    text: (y) => `Who became Prime Minister of the United Kingdom in ${y}?`,
    mc: (y) => `Which of these politicians became UK Prime Minister in ${y}?`,
    rows: PM_YEARS,
  },
  {
    id: 'uk-pm-party',
    namedSubjects: true,
    name: 'uk-prime-ministers',
    category: 'british-history',
    note: 'gov.uk list of past prime ministers, through Keir Starmer (5 July 2024)',
    asOf: '2024-07-05',
    text: (p) => `Which party did ${p} belong to as Prime Minister?`,
    mc: (p) => `As UK Prime Minister, ${p} belonged to which party?`,
    rows: PM_PARTIES.map(([pm, party, level, aliases]): Row => [
      pm,
      party,
      level,
      [...(aliases ?? []), `${party} Party`],
    ]),
    extraDistractors: ['Liberal Democrats', 'Whig'],
  },
];
