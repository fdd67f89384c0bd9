import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** [day, date, level]. */
const DAY_DATE: readonly Row[] = [
  ["St David's Day", '1 March', 'e'],
  ["St Patrick's Day", '17 March', 'e'],
  ["St George's Day", '23 April', 'e'],
  ["St Andrew's Day", '30 November', 'm'],
  ['Burns Night', '25 January', 'm'],
  ['Bonfire Night', '5 November', 'e'],
  ['Armistice Day', '11 November', 'e'],
  ["Valentine's Day", '14 February', 'e'],
  ['Halloween', '31 October', 'e'],
  ['Boxing Day', '26 December', 'e'],
  ['Epiphany', '6 January', 'm'],
  ['Hogmanay', '31 December', 'e'],
  ['Candlemas', '2 February', 'h'],
  ['Lady Day', '25 March', 'h'],
  ['Midsummer Day', '24 June', 'h'],
  ['Michaelmas', '29 September', 'h'],
  ["All Saints' Day", '1 November', 'm'],
  ["All Souls' Day", '2 November', 'h'],
  ["St Swithin's Day", '15 July', 'h'],
  ['Lammas', '1 August', 'h'],
  ["St Crispin's Day", '25 October', 'h'],
  ['Trafalgar Day', '21 October', 'h'],
  ['Oak Apple Day', '29 May', 'h'],
  ["St Piran's Day", '5 March', 'h'],
  ['VE Day', '8 May', 'm'],
  ['the anniversary of D-Day', '6 June', 'm'],
  ['Bastille Day', '14 July', 'm'],
  ['Independence Day in the United States', '4 July', 'e'],
  ['Canada Day', '1 July', 'h'],
  ['Australia Day', '26 January', 'h'],
  ['Anzac Day', '25 April', 'h'],
];

/** "1 March" is also typed as "March 1" or "March 1st". */
function dateAliases(date: string): string[] {
  const [day, month] = date.split(' ');
  const n = Number(day);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return [`${month} ${day}`, `${month} ${day}${suffix}`, `${day}${suffix} ${month}`];
}

const SAINT = (name: string): string[] => [`Saint ${name}`, `St ${name}`, name];

/** [what the saint is patron of, saint, level, aliases, also right]. */
const PATRON: readonly Row[] = [
  ['Wales', 'St David', 'e', SAINT('David')],
  ['Scotland', 'St Andrew', 'e', SAINT('Andrew')],
  ['England', 'St George', 'e', SAINT('George')],
  ['Ireland', 'St Patrick', 'e', SAINT('Patrick')],
  ['Cornwall', 'St Piran', 'h', [...SAINT('Piran'), ...SAINT('Petroc'), ...SAINT('Michael')]],
  ['lovers', 'St Valentine', 'e', SAINT('Valentine')],
  ['travellers', 'St Christopher', 'm', SAINT('Christopher')],
  ['animals and the environment', 'St Francis of Assisi', 'm', [...SAINT('Francis'), ...SAINT('Francis of Assisi')]],
  ['lost things', 'St Anthony of Padua', 'h', [...SAINT('Anthony'), ...SAINT('Anthony of Padua')]],
  ['music and musicians', 'St Cecilia', 'h', SAINT('Cecilia')],
  ['lost causes', 'St Jude', 'h', SAINT('Jude')],
  ['doctors and artists', 'St Luke', 'h', SAINT('Luke')],
  ['shoemakers', 'St Crispin', 'h', SAINT('Crispin'), ['St Crispinian']],
  ['children and sailors', 'St Nicholas', 'm', SAINT('Nicholas')],
  ['Spain', 'St James', 'h', [...SAINT('James'), 'Santiago']],
  ['accountants and tax collectors', 'St Matthew', 'h', SAINT('Matthew')],
];

export const SAINT_DAY_TABLES: readonly FactTable[] = [
  {
    id: 'general-knowledge-day-date',
    name: 'gk-special-days',
    category: 'general-knowledge',
    note: 'Church of England calendar (Common Worship); gov.uk bank holidays; Oxford Dictionary of the Christian Church',
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `On what date is ${d}?`,
    mc: (d) => `Which date is ${d}?`,
    rows: DAY_DATE.map(([d, date, l]): Row => [d, date, l, dateAliases(date)]),
    allowLookAlikes: true,
  },
  {
    id: 'general-knowledge-patron-saint',
    name: 'gk-patron-saints',
    category: 'general-knowledge',
    note: 'Oxford Dictionary of Saints (David Farmer, 5th ed.); Catholic Encyclopedia',
    asOf: AS_OF,
    answerKind: 'person',
    text: (p) => `Who is the patron saint of ${p}?`,
    mc: (p) => `Which saint is the patron saint of ${p}?`,
    rows: PATRON,
  },
];
