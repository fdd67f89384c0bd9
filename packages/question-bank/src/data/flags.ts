import flagIcons from 'flag-icons/country.json' with { type: 'json' };

export const FLAG_ICONS_SOURCE = 'flag-icons@7.5.0';
/** The day we read the pinned flag-icons version and checked each flag against the country's own government site. */
export const FLAGS_AS_OF = '2026-11-26';

/** Lower-case codes of every flag flag-icons ships (ISO 3166-1 alpha-2, and gb-eng, gb-sct, gb-wls, gb-nir). */
export const FLAG_CODES: ReadonlySet<string> = new Set(flagIcons.map((f) => f.code));

/** The four nations of the United Kingdom: not in the country data, asked as flags all the same. */
export const HOME_NATIONS: readonly { code: string; name: string; explanation?: string }[] = [
  { code: 'GB-ENG', name: 'England', explanation: 'This is the flag of England, the Cross of St George.' },
  { code: 'GB-SCT', name: 'Scotland', explanation: 'This is the flag of Scotland, the Saltire or Cross of St Andrew.' },
  { code: 'GB-WLS', name: 'Wales', explanation: 'This is the flag of Wales, the Red Dragon.' },
  {
    code: 'GB-NIR',
    name: 'Northern Ireland',
    // The Ulster Banner lost its official standing in 1973; it is still the flag Northern Ireland's teams fly.
    explanation:
      'This is the Ulster Banner, flown for Northern Ireland in sport (the Commonwealth Games, football); it has ' +
      'had no official standing since 1973.',
  },
];

/**
 * Flags a player could take for one another (the same colours in the same layout, or nearly): never offered
 * together as options, and the ones that are all but identical (Chad and Romania, Indonesia and Monaco) are
 * never asked as a typed answer, where the picture alone cannot tell them apart.
 */
export const LOOK_ALIKE_FLAGS: readonly (readonly string[])[] = [
  ['TD', 'RO', 'AD', 'MD'],
  ['ID', 'MC', 'PL', 'SG'],
  ['IE', 'CI', 'IT', 'MX', 'IN', 'NE'],
  ['NL', 'LU', 'PY', 'HR', 'FR'],
  ['RU', 'SI', 'SK', 'RS', 'HR'],
  ['AU', 'NZ', 'TV', 'FJ', 'GB'],
  ['SN', 'ML', 'GN', 'CM'],
  ['NO', 'IS', 'DK', 'FI', 'SE', 'FO'],
  ['CO', 'EC', 'VE'],
  ['HN', 'NI', 'SV', 'GT', 'AR'],
  ['QA', 'BH'],
  ['EG', 'IQ', 'SY', 'YE'],
  ['JO', 'SD', 'KW', 'AE', 'PS'],
  ['BE', 'DE'],
  ['HU', 'BG', 'IR', 'TJ', 'IT'],
  ['LT', 'BO', 'GH', 'ET'],
  ['AT', 'LV', 'PE', 'CA', 'LB'],
  ['US', 'LR', 'MY'],
  ['JP', 'BD', 'PW'],
  ['HT', 'LI'],
  ['CU', 'PR'],
  ['TR', 'TN'],
  ['GR', 'UY'],
  ['GB-ENG', 'GB-NIR', 'GE'],
  ['UA', 'KZ', 'PW'],
];

/** Pairs a picture alone cannot tell apart: neither is asked as a typed answer. */
export const NEAR_IDENTICAL_FLAGS: ReadonlySet<string> = new Set(['TD', 'RO', 'ID', 'MC']);

/** Codes whose flag looks like this one's. */
export function lookAlikesOf(code: string): Set<string> {
  return new Set(LOOK_ALIKE_FLAGS.filter((group) => group.includes(code)).flat());
}

/** Flags a British pub knows on sight (easy); the well-known countries' other flags are medium, the rest hard. */
export const EASY_FLAGS: ReadonlySet<string> = new Set(
  'GB GB-ENG GB-SCT GB-WLS US FR DE IT ES IE JP CA BR CN AU GR CH SE NO DK IN MX JM'.split(' '),
);
export const MEDIUM_FLAGS: ReadonlySet<string> = new Set(
  (
    'NZ NL BE PT PL AT FI IS TR RU KR ZA AR IL PK SA EG NG KE CU UA CZ HU HR ' +
    'SK SI RS RO BG LT LV EE MT CY LU MC VA SG TH VN PH ID MY BD LK NP CL CO PE VE ' +
    'UY IR IQ SY LB KP AF GH SN CM ET TZ BS BB TT'
  ).split(' '),
);
