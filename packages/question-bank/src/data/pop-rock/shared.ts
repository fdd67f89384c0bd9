import type { FactTable, Row } from '../fact-table.js';

export const AS_OF = '2026-11-26';

export const CHART_NOTE =
  'Official Charts Company archive (officialcharts.com); Guinness Book of British Hit Singles & Albums; AllMusic';

/** Song titles that drop a final g (Stayin' Alive). */
export const DROPPED_G = [
  'Shakin',
  'Goin',
  'Jumpin',
  'Dreamin',
  'Sittin',
  'Stayin',
  'Livin',
  'Believin',
  'Lovin',
  'Rockin',
  'Nothin',
];

/** Songs asked as "who had a hit with it in the 1980s?": the decade tells cover versions apart. */
export function hitsTable(decade: string, rows: readonly Row[], extra?: Partial<FactTable>): FactTable {
  return {
    id: `pop-rock-hit-${decade}`,
    name: `pop-hits-${decade}`,
    category: 'pop-rock',
    note: CHART_NOTE,
    asOf: AS_OF,
    namedSubjects: true,
    words: DROPPED_G,
    text: (song) => `Who had a ${decade} hit with ${song}?`,
    mc: (song) => `Which of these acts had a ${decade} hit with ${song}?`,
    rows,
    ...extra,
  };
}
