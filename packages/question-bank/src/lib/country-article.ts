/** Country and territory names that English uses with "the" inside a sentence ("the capital of the Netherlands"). */
const WITH_THE = new Set([
  'Bahamas',
  'Central African Republic',
  'Comoros',
  'Czech Republic',
  'Democratic Republic of the Congo',
  'Dominican Republic',
  'Gambia',
  'Isle of Man',
  'Maldives',
  'Netherlands',
  'Philippines',
  'Republic of the Congo',
  'Seychelles',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Vatican City',
  'Netherlands Antilles',
  'British Indian Ocean Territory',
  'French Southern Territories',
  'U.S. Minor Outlying Islands',
  'Caribbean Netherlands',
]);

/** Plural island groups ("the Solomon Islands", "the Falkland Islands"); Christmas Island and Bouvet Island take none. */
const PLURAL_ISLANDS = /\bIslands$/;

/** Official names that start a sentence-like title of their own and take no article. */
const NO_THE = new Set(['South Georgia and the South Sandwich Islands', 'Heard Island and McDonald Islands']);

export function needsThe(name: string): boolean {
  return WITH_THE.has(name) || (PLURAL_ISLANDS.test(name) && !NO_THE.has(name));
}

/** The name as it reads inside a sentence: "the United Kingdom", "France". */
export function theName(name: string): string {
  return needsThe(name) ? `the ${name}` : name;
}

/** The name as it reads at the start of a sentence: "The Netherlands", "France". */
export function TheName(name: string): string {
  return needsThe(name) ? `The ${name}` : name;
}
