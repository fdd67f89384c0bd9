import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'UK Parliament Living Heritage pages (parliament.uk/about/living-heritage); legislation.gov.uk; The National Archives (nationalarchives.gov.uk)';
const HISTORY = { subject: 'history', levels: ['gcse', 'a-level'] } as const;

/** [act, year it was passed, level]: the year of royal assent. */
const EARLY_ACTS: readonly Row[] = [
  ['the first Act of Supremacy, making Henry VIII head of the Church of England', '1534', 'm'],
  ['the Habeas Corpus Act', '1679', 'h'],
  ['the Bill of Rights, after the Glorious Revolution', '1689', 'm'],
  ['the Act of Settlement, securing a Protestant succession', '1701', 'h'],
  ['the Stamp Act that angered the American colonies', '1765', 'h'],
  ['the Act of Union with Ireland', '1800', 'h'],
  ['the act abolishing the slave trade in the British Empire', '1807', 'm'],
  ['the Roman Catholic Relief Act, known as Catholic Emancipation', '1829', 'h'],
  ['the Great Reform Act', '1832', 'm'],
  ['the Slavery Abolition Act', '1833', 'm'],
  ['the Factory Act that banned children under nine from textile mills', '1833', 'h'],
  ['the Poor Law Amendment Act, which set up the workhouse system', '1834', 'h'],
  ['the repeal of the Corn Laws', '1846', 'm'],
  ['the Second Reform Act', '1867', 'h'],
  ['the Elementary Education Act, known as the Forster Act', '1870', 'h'],
  ['the Ballot Act, bringing in the secret ballot', '1872', 'h'],
];

const MODERN_ACTS: readonly Row[] = [
  ['the Old Age Pensions Act', '1908', 'h'],
  ['the Parliament Act that curbed the power of the House of Lords', '1911', 'h'],
  ['the National Insurance Act introduced by Lloyd George', '1911', 'h'],
  ['the Cat and Mouse Act, aimed at suffragettes on hunger strike', '1913', 'm'],
  ['the Representation of the People Act that gave some women the vote', '1918', 'e'],
  ['the Government of Ireland Act that created Northern Ireland', '1920', 'h'],
  ['the Equal Franchise Act, giving women the vote on the same terms as men', '1928', 'm'],
  ['the Butler Education Act, bringing in free secondary schooling for all', '1944', 'm'],
  ['the National Health Service Act', '1946', 'm'],
  ['the Clean Air Act that followed the Great Smog of London', '1956', 'h'],
  ['the act suspending the death penalty for murder', '1965', 'm'],
  ['the first Race Relations Act', '1965', 'h'],
  ['the Abortion Act', '1967', 'm'],
  ['the Sexual Offences Act that partly decriminalised homosexuality in England and Wales', '1967', 'm'],
  ['the Representation of the People Act that lowered the voting age to 18', '1969', 'm'],
  ['the Equal Pay Act', '1970', 'm'],
  ['the Sex Discrimination Act', '1975', 'm'],
  ['the Human Rights Act', '1998', 'm'],
  ['the Scotland Act that set up the Scottish Parliament', '1998', 'm'],
  ['the National Minimum Wage Act', '1998', 'm'],
  ['the Freedom of Information Act', '2000', 'h'],
  ['the Civil Partnership Act', '2004', 'm'],
  ['the Hunting Act, banning hunting wild mammals with dogs in England and Wales', '2004', 'm'],
  ['the Equality Act', '2010', 'm'],
  ['the act allowing same-sex couples to marry in England and Wales', '2013', 'm'],
];

export const ACT_TABLES: readonly FactTable[] = [
  {
    id: 'british-history-act-year-early',
    name: 'acts-of-parliament',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    text: (a) => `In which year did Parliament pass ${a}?`,
    mc: (a) => `In which of these years did Parliament pass ${a}?`,
    rows: EARLY_ACTS,
    allowLookAlikes: true,
  },
  {
    id: 'british-history-act-year-modern',
    name: 'acts-of-parliament',
    category: 'british-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    namedSubjects: true,
    text: (a) => `In which year did Parliament pass ${a}?`,
    mc: (a) => `In which of these years did Parliament pass ${a}?`,
    rows: MODERN_ACTS,
    allowLookAlikes: true,
  },
];
