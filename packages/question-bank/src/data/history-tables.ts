import type { FactTable, Row } from './fact-table.js';
import { ordinal } from '../lib/text.js';

const AS_OF = '2026-11-21';

/** Presidents 1 to 47, extended past Obama (45 Trump, 46 Biden, 47 Trump). */
const PRESIDENTS = [
  'George Washington',
  'John Adams',
  'Thomas Jefferson',
  'James Madison',
  'James Monroe',
  'John Quincy Adams',
  'Andrew Jackson',
  'Martin Van Buren',
  'William Henry Harrison',
  'John Tyler',
  'James K. Polk',
  'Zachary Taylor',
  'Millard Fillmore',
  'Franklin Pierce',
  'James Buchanan',
  'Abraham Lincoln',
  'Andrew Johnson',
  'Ulysses S. Grant',
  'Rutherford B. Hayes',
  'James A. Garfield',
  'Chester A. Arthur',
  'Grover Cleveland',
  'Benjamin Harrison',
  'Grover Cleveland',
  'William McKinley',
  'Theodore Roosevelt',
  'William Howard Taft',
  'Woodrow Wilson',
  'Warren G. Harding',
  'Calvin Coolidge',
  'Herbert Hoover',
  'Franklin D. Roosevelt',
  'Harry S. Truman',
  'Dwight D. Eisenhower',
  'John F. Kennedy',
  'Lyndon B. Johnson',
  'Richard Nixon',
  'Gerald Ford',
  'Jimmy Carter',
  'Ronald Reagan',
  'George H. W. Bush',
  'Bill Clinton',
  'George W. Bush',
  'Barack Obama',
  'Donald Trump',
  'Joe Biden',
  'Donald Trump',
] as const;

/** Surnames shared by two presidents are not accepted on their own. */
const SHARED_SURNAMES = new Set(['Adams', 'Harrison', 'Johnson', 'Roosevelt', 'Bush']);
/** Numbers a British pub knows (1st Washington) and ones a regular quizzer knows; the rest are hard. */
const EASY_NUMBERS = new Set([1]);
const MEDIUM_NUMBERS = new Set([3, 16, 32, 35, 37, 40, 42, 43, 44, 45, 46, 47]);
/** Nicknames and short forms a quizmaster accepts. */
const PRESIDENT_ALIASES: Record<number, readonly string[]> = {
  2: ['John Adams'],
  6: ['John Quincy Adams', 'JQA'],
  9: ['William Harrison'],
  17: ['Andrew Johnson'],
  23: ['Benjamin Harrison'],
  26: ['Teddy Roosevelt', 'Theodore Roosevelt'],
  32: ['FDR', 'Franklin Roosevelt'],
  34: ['Ike'],
  35: ['JFK', 'John Kennedy'],
  36: ['LBJ', 'Lyndon Johnson'],
  41: ['George Bush Senior', 'George Bush Sr', 'Bush Senior', 'George H. Bush'],
  43: ['George Bush Junior', 'George Bush Jr', 'Bush Junior', 'Dubya'],
};

function surname(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

const presidentRows: Row[] = PRESIDENTS.map((name, i) => {
  const n = i + 1;
  const last = surname(name);
  const level = EASY_NUMBERS.has(n) ? 'e' : MEDIUM_NUMBERS.has(n) ? 'm' : 'h';
  return [
    `${ordinal(n)}`,
    name,
    level,
    [...(SHARED_SURNAMES.has(last) ? [] : [last]), ...(PRESIDENT_ALIASES[n] ?? [])],
  ];
});

const presidentNumberRows: Row[] = PRESIDENTS.flatMap((name, i): Row[] => {
  const n = i + 1;
  if (PRESIDENTS.filter((p) => p === name).length > 1) return [];
  const level = EASY_NUMBERS.has(n) || MEDIUM_NUMBERS.has(n) ? 'm' : 'h';
  return [[name, ordinal(n), level, [String(n)]]];
});

/** [monarch, accession year, royal house]: England from 1066, Great Britain from 1707, the UK from 1801. */
const MONARCHS: readonly (readonly [string, number, string | undefined])[] = [
  ['William I', 1066, 'Normandy'],
  ['William II', 1087, 'Normandy'],
  ['Henry I', 1100, 'Normandy'],
  ['Stephen', 1135, 'Blois'],
  ['Henry II', 1154, 'Plantagenet'],
  ['Richard I', 1189, 'Plantagenet'],
  ['John', 1199, 'Plantagenet'],
  ['Henry III', 1216, 'Plantagenet'],
  ['Edward I', 1272, 'Plantagenet'],
  ['Edward II', 1307, 'Plantagenet'],
  ['Edward III', 1327, 'Plantagenet'],
  ['Richard II', 1377, 'Plantagenet'],
  ['Henry IV', 1399, 'Lancaster'],
  ['Henry V', 1413, 'Lancaster'],
  ['Henry VI', 1422, 'Lancaster'],
  ['Edward IV', 1461, 'York'],
  ['Edward V', 1483, 'York'],
  ['Richard III', 1483, 'York'],
  ['Henry VII', 1485, 'Tudor'],
  ['Henry VIII', 1509, 'Tudor'],
  ['Edward VI', 1547, 'Tudor'],
  ['Mary I', 1553, 'Tudor'],
  ['Elizabeth I', 1558, 'Tudor'],
  ['James I', 1603, 'Stuart'],
  ['Charles I', 1625, 'Stuart'],
  ['Charles II', 1660, 'Stuart'],
  ['James II', 1685, 'Stuart'],
  ['Anne', 1702, 'Stuart'],
  ['George I', 1714, 'Hanover'],
  ['George II', 1727, 'Hanover'],
  ['George III', 1760, 'Hanover'],
  ['George IV', 1820, 'Hanover'],
  ['William IV', 1830, 'Hanover'],
  ['Victoria', 1837, 'Hanover'],
  ['Edward VII', 1901, 'Saxe-Coburg and Gotha'],
  ['George V', 1910, undefined],
  ['Edward VIII', 1936, 'Windsor'],
  ['George VI', 1936, 'Windsor'],
  ['Elizabeth II', 1952, 'Windsor'],
  ['Charles III', 2022, 'Windsor'],
];
const FAMOUS_MONARCHS = new Set(['William I', 'Henry VIII', 'Elizabeth I', 'Victoria', 'Elizabeth II', 'Charles III']);
/** Houses a British pub knows for these monarchs; a regular quizzer knows the others listed as medium. */
const EASY_HOUSES = new Set(['Henry VIII', 'Elizabeth I', 'Elizabeth II', 'Charles III']);
const MEDIUM_HOUSES = new Set([
  'Henry VII',
  'Edward VI',
  'Mary I',
  'James I',
  'Charles I',
  'Charles II',
  'Victoria',
  'George VI',
  'Richard III',
]);
/** Lancaster and York were branches of the Plantagenets; Henry II, Richard I and John are also called Angevins. */
const ALSO_HOUSE: Record<string, readonly string[]> = { Lancaster: ['Plantagenet'], York: ['Plantagenet'] };
const ANGEVINS = new Set(['Henry II', 'Richard I', 'John']);
/** Harold II was also crowned in 1066, before William I. */
const YEAR_ALSO: Record<number, readonly string[]> = { 1066: ['Harold II', 'Harold Godwinson', 'Harold'] };
const MONARCH_ALIASES: Record<string, readonly string[]> = {
  'William I': ['William the Conqueror'],
  'William II': ['William Rufus'],
  'Richard I': ['Richard the Lionheart'],
  John: ['King John'],
  Stephen: ['King Stephen'],
  Anne: ['Queen Anne'],
  Victoria: ['Queen Victoria'],
};

/** Years with two accessions (1483, 1936) or a disputed one (1553, Lady Jane Grey) are not asked. */
const SHARED_YEARS = new Set([1483, 1553, 1936]);
const monarchYearRows: Row[] = MONARCHS.filter(([, year]) => !SHARED_YEARS.has(year)).map(([name, year]) => [
  String(year),
  name,
  FAMOUS_MONARCHS.has(name) ? 'e' : year >= 1700 || year === 1485 ? 'm' : 'h',
  MONARCH_ALIASES[name] ?? [],
  YEAR_ALSO[year] ?? [],
]);
const monarchHouseRows: Row[] = MONARCHS.flatMap(([name, , house]): Row[] =>
  house && house !== 'Blois' && house !== 'Normandy'
    ? [
        [
          name,
          house,
          EASY_HOUSES.has(name) ? 'e' : MEDIUM_HOUSES.has(name) ? 'm' : 'h',
          [`House of ${house}`, ...(house === 'Stuart' ? ['Stewart'] : [])],
          [...(ALSO_HOUSE[house] ?? []), ...(ANGEVINS.has(name) ? ['Angevin'] : [])],
        ],
      ]
    : [],
);

export const HISTORY_TABLES: readonly FactTable[] = [
  {
    id: 'us-president-number',
    answerKind: 'person',
    name: 'us-presidents',
    category: 'world-history',
    note: 'whitehouse.gov list of presidents, extended to the 47th',
    asOf: '2025-01-20',
    text: (n) => `Who was the ${n} President of the United States?`,
    mc: (n) => `Which of these men was the ${n} US President?`,
    rows: presidentRows,
  },
  {
    id: 'us-president-ordinal',
    namedSubjects: true,
    name: 'us-presidents',
    category: 'world-history',
    note: 'whitehouse.gov list of presidents, extended to the 47th',
    asOf: '2025-01-20',
    text: (p) => `${p} was which number President of the United States?`,
    mc: (p) => `In the numbered list of US Presidents, where does ${p} come?`,
    rows: presidentNumberRows,
    allowLookAlikes: true,
  },
  {
    id: 'monarch-accession',
    answerKind: 'person',
    name: 'uk-monarchs',
    category: 'british-history',
    note: 'royal.uk list of kings and queens since 1066, extended to Charles III',
    asOf: AS_OF,
    text: (y) => `Which English or British monarch came to the throne in ${y}?`,
    mc: (y) => `Which of these monarchs began their reign in ${y}?`,
    rows: monarchYearRows,
  },
  {
    id: 'monarch-house',
    namedSubjects: true,
    name: 'uk-monarchs',
    category: 'british-history',
    note: 'royal.uk list of kings and queens since 1066, extended to Charles III',
    asOf: AS_OF,
    text: (m) => `To which royal house did the English or British monarch ${m} belong?`,
    mc: (m) => `Which royal house did the monarch ${m} belong to?`,
    rows: monarchHouseRows,
  },
];
