import type { MeasureTable } from './measure-table.js';

const AS_OF = '2026-11-27';
const year = (label: string, value: number) => `${label}, ${value}`;

/** Inventions and discoveries by the year they are dated, at least five years apart in a question. */
export const DISCOVERY_MEASURES: readonly MeasureTable[] = [
  {
    id: 'science-discovery-year',
    name: 'inventions-and-discoveries',
    category: 'science',
    note: 'Science Museum Group collection; Oxford Dictionary of National Biography; Encyclopaedia Britannica (patents, first demonstrations and published discoveries, by the year they are dated)',
    asOf: AS_OF,
    rows: [
      ['Newton’s Principia is published', 1687, 'h'],
      ['Herschel discovers Uranus', 1781, 'h'],
      ['Jenner tests the first smallpox vaccine', 1796, 'm'],
      ['Trevithick’s locomotive makes the first railway journey', 1804, 'h'],
      ['Stephenson’s Rocket wins the Rainhill Trials', 1829, 'm'],
      ['The Penny Black postage stamp is issued', 1840, 'm'],
      ['Neptune is discovered', 1846, 'h'],
      ['Darwin publishes On the Origin of Species', 1859, 'e'],
      ['Mendeleev publishes his periodic table', 1869, 'm'],
      ['Bell patents the telephone', 1876, 'e'],
      ['Benz patents his motor car', 1886, 'm'],
      ['Röntgen discovers X-rays', 1895, 'm'],
      ['The Wright brothers make the first powered flight', 1903, 'e'],
      ['Einstein publishes special relativity', 1905, 'm'],
      ['Banting and Best isolate insulin', 1921, 'h'],
      ['Baird demonstrates television', 1926, 'm'],
      ['Fleming discovers penicillin', 1928, 'e'],
      ['Pluto is discovered', 1930, 'm'],
      ['The transistor is invented', 1947, 'h'],
      ['Crick and Watson describe the structure of DNA', 1953, 'm'],
      ['Sputnik 1 is launched', 1957, 'm'],
      ['The first human heart transplant', 1967, 'm'],
      ['The first mobile phone call', 1973, 'h'],
      ['The first test-tube baby is born', 1978, 'm'],
      ['Berners-Lee proposes the World Wide Web', 1989, 'e'],
      ['Dolly the sheep is born', 1996, 'e'],
      ['The Human Genome Project is completed', 2003, 'h'],
      ['The first iPhone goes on sale', 2007, 'e'],
      ['The Higgs boson is found at CERN', 2012, 'm'],
    ],
    order: {
      prompt: 'Put these inventions and discoveries in order, earliest first.',
      minGap: 5,
      count: 30,
      sizes: [4, 4, 5],
      describe: year,
    },
  },
];
