import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE = 'Nobel Peace Prize laureates, The Nobel Prize (nobelprize.org/prizes/peace); Norwegian Nobel Committee';

/** [prize year, laureate, level, aliases, co-laureates]: the prize year as the Nobel Foundation lists it. */
const PEACE: readonly (readonly [number, string, 'e' | 'm' | 'h', readonly string[], readonly string[]])[] = [
  [1906, 'Theodore Roosevelt', 'h', ['Teddy Roosevelt'], []],
  [1919, 'Woodrow Wilson', 'h', ['Wilson'], []],
  [1934, 'Arthur Henderson', 'h', ['Henderson'], []],
  [1953, 'George C. Marshall', 'h', ['George Marshall'], []],
  [1957, 'Lester B. Pearson', 'h', ['Lester Pearson'], []],
  [1964, 'Martin Luther King Jr.', 'm', [], []],
  [1971, 'Willy Brandt', 'h', ['Brandt'], []],
  [1975, 'Andrei Sakharov', 'h', ['Sakharov'], []],
  [1979, 'Mother Teresa', 'm', ['Teresa'], []],
  [1983, 'Lech Wałęsa', 'h', ['Lech Walesa', 'Walesa'], []],
  [1984, 'Desmond Tutu', 'm', ['Tutu'], []],
  [1986, 'Elie Wiesel', 'h', ['Wiesel'], []],
  [1989, 'The 14th Dalai Lama', 'h', ['Dalai Lama', 'Tenzin Gyatso'], []],
  [1990, 'Mikhail Gorbachev', 'm', ['Gorbachev'], []],
  [1991, 'Aung San Suu Kyi', 'm', ['Suu Kyi'], []],
  [1992, 'Rigoberta Menchú', 'h', ['Rigoberta Menchu', 'Menchu'], []],
  [1993, 'Nelson Mandela', 'm', [], ['F. W. de Klerk']],
  [1998, 'John Hume', 'h', ['Hume'], ['David Trimble']],
  [2002, 'Jimmy Carter', 'h', ['Carter'], []],
  [2004, 'Wangari Maathai', 'h', ['Maathai'], []],
  [2007, 'Al Gore', 'm', ['Gore'], []],
  [2008, 'Martti Ahtisaari', 'h', ['Ahtisaari'], []],
  [2009, 'Barack Obama', 'm', [], []],
  [2010, 'Liu Xiaobo', 'h', ['Liu'], []],
  [2014, 'Malala Yousafzai', 'm', ['Malala'], ['Kailash Satyarthi']],
  [2016, 'Juan Manuel Santos', 'h', [], []],
  [2019, 'Abiy Ahmed', 'h', ['Abiy', 'Abiy Ahmed Ali'], []],
  [2023, 'Narges Mohammadi', 'h', ['Mohammadi'], []],
  [2025, 'María Corina Machado', 'h', ['Maria Corina Machado', 'Machado'], []],
];

export const NOBEL_TABLES: readonly FactTable[] = [
  {
    id: 'famous-people-nobel-peace',
    name: 'Nobel Peace Prize',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    text: (y) => `Who was awarded the Nobel Peace Prize for ${y}?`,
    mc: (y) => `Which of these people was awarded the Nobel Peace Prize for ${y}?`,
    rows: PEACE.map(([year, who, level, aliases, also]): Row => [String(year), who, level, aliases, also]),
  },
  {
    id: 'famous-people-nobel-peace-year',
    name: 'Nobel Peace Prize',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    mirrorOf: 'famous-people-nobel-peace',
    allowLookAlikes: true,
    namedSubjects: true,
    text: (who) => `For which year was ${who} awarded the Nobel Peace Prize?`,
    mc: (who) => `For which of these years was ${who} awarded the Nobel Peace Prize?`,
    rows: PEACE.filter(([, , level]) => level !== 'h').map(([year, who]): Row => [who, String(year), 'h']),
  },
];
