import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Space agencies and launch sites and the countries they belong to. */
export const AGENCY_TABLES: readonly FactTable[] = [
  {
    id: 'space-agency-country',
    name: 'space agencies',
    category: 'space',
    note: 'The agencies’ own websites (nasa.gov, isro.gov.in, global.jaxa.jp, roscosmos.ru, cnsa.gov.cn, cnes.fr, dlr.de, asi.it)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (a) => `Which country’s space agency is ${a}?`,
    mc: (a) => `Which of these countries has the space agency ${a}?`,
    extraDistractors: ['United Kingdom', 'Canada', 'Brazil', 'Israel'],
    rows: [
      ['NASA', 'United States', 'e', ['USA', 'America']],
      ['ISRO', 'India', 'm'],
      ['JAXA', 'Japan', 'm'],
      ['Roscosmos', 'Russia', 'e'],
      ['CNSA', 'China', 'h'],
      ['CNES', 'France', 'h'],
      ['DLR', 'Germany', 'h'],
      ['ASI', 'Italy', 'h'],
    ],
  },
  {
    id: 'space-launch-site-country',
    name: 'launch sites',
    category: 'space',
    note: 'ESA, NASA, JAXA, ISRO and CNSA launch site pages; UK Space Agency spaceport pages (gov.uk)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (s) => `In which country is ${s}?`,
    mc: (s) => `Which of these countries is home to ${s}?`,
    rows: [
      ['the Baikonur Cosmodrome, from which Yuri Gagarin was launched', 'Kazakhstan', 'm'],
      ['the Kennedy Space Center, from which the Apollo Moon missions were launched', 'United States', 'e', ['USA', 'America']],
      ['the Tanegashima Space Center', 'Japan', 'h'],
      ['the Satish Dhawan Space Centre at Sriharikota', 'India', 'h'],
      ['the Jiuquan Satellite Launch Center, from which Yang Liwei was launched', 'China', 'h'],
      ['the Plesetsk Cosmodrome', 'Russia', 'h'],
      ['the Woomera rocket range, from which the Black Arrow rocket launched a satellite in 1971', 'Australia', 'h'],
      ['the spaceport at Kourou used by the European Space Agency', 'French Guiana', 'm', [], ['France']],
      ['the SaxaVord Spaceport on Unst', 'United Kingdom', 'h', ['UK', 'Britain', 'Scotland']],
      ['the Esrange Space Center near Kiruna', 'Sweden', 'h'],
      ['the Vostochny Cosmodrome', 'Russia', 'h'],
    ],
  },
];
