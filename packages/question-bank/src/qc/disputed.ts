/** Facts that are disputed or likely stale: any question about them always fails QC with this reason. */
export interface DisputedEntry {
  subject: string;
  /** Only these templates; every template about countries (subjects are ISO codes) when omitted. */
  templates?: readonly string[];
  reason: string;
}

const CAPITAL = ['country-capital', 'capital-country'];

export const DISPUTED: readonly DisputedEntry[] = [
  { subject: 'BO', templates: CAPITAL, reason: 'disputed: Bolivia has two capitals (Sucre and La Paz)' },
  { subject: 'ZA', templates: CAPITAL, reason: 'disputed: South Africa has three capitals' },
  {
    subject: 'LK',
    templates: CAPITAL,
    reason: 'disputed: Sri Lanka’s capital is Sri Jayawardenepura Kotte, not Colombo',
  },
  { subject: 'BJ', templates: CAPITAL, reason: 'disputed: Benin’s government sits in Cotonou, not Porto-Novo' },
  { subject: 'SZ', templates: CAPITAL, reason: 'disputed: Eswatini has two capitals (Mbabane and Lobamba)' },
  { subject: 'IL', templates: CAPITAL, reason: 'disputed: the status of Jerusalem is contested' },
  { subject: 'YE', templates: CAPITAL, reason: 'disputed: Yemen’s government has sat in Aden since 2015' },
  { subject: 'NR', templates: CAPITAL, reason: 'disputed: Nauru has no official capital' },
  { subject: 'TK', templates: CAPITAL, reason: 'disputed: Tokelau’s administrative centre rotates' },
  { subject: 'HK', templates: CAPITAL, reason: 'disputed: Hong Kong has no capital in the usual sense' },
  { subject: 'MS', templates: CAPITAL, reason: 'stale: Plymouth, Montserrat, was abandoned in 1997' },
  { subject: 'PS', reason: 'disputed: contested territory' },
  { subject: 'EH', reason: 'disputed: contested territory' },
  { subject: 'XK', reason: 'disputed: Kosovo’s independence is not universally recognised' },
  { subject: 'TW', reason: 'disputed: Taiwan’s status is contested' },
  { subject: 'RU', templates: ['olympic-code-country'], reason: 'stale: Russia’s Olympic committee is suspended' },
  { subject: 'BY', templates: ['olympic-code-country'], reason: 'stale: Belarus competes as neutral athletes' },
  {
    subject: 'TA',
    templates: ['country-currency'],
    reason: 'stale: Tristan da Cunha uses the pound sterling, not the Saint Helena pound',
  },
  { subject: 'TL', templates: ['country-continent'], reason: 'disputed: East Timor is usually placed in Asia' },
];

/** Fact tables name their subjects in words, so a country code ("EH") there is something else (a postcode). */
const aboutCountries = (source: string) => !source.startsWith('fact-table:');

export function disputedReasons(templateId: string, subject: string, source: string): string[] {
  return DISPUTED.filter(
    (d) => d.subject === subject && (d.templates ? d.templates.includes(templateId) : aboutCountries(source)),
  ).map((d) => d.reason);
}
