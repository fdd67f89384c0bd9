/** Display names we prefer in British English, with the dataset's name kept as an accepted alias. */
export const COUNTRY_NAME_OVERRIDES: Record<string, { name: string; aliases: string[] }> = {
  TR: { name: 'Turkey', aliases: ['Türkiye'] },
  CZ: { name: 'Czechia', aliases: ['Czech Republic'] },
  CI: { name: 'Ivory Coast', aliases: ["Côte d'Ivoire"] },
  TL: { name: 'East Timor', aliases: ['Timor-Leste'] },
  CV: { name: 'Cape Verde', aliases: ['Cabo Verde'] },
  US: { name: 'United States', aliases: ['USA', 'US', 'United States of America', 'the United States', 'America'] },
  GB: { name: 'United Kingdom', aliases: ['UK', 'Great Britain', 'Britain', 'the United Kingdom'] },
  AE: { name: 'United Arab Emirates', aliases: ['UAE'] },
  CD: { name: 'Democratic Republic of the Congo', aliases: ['DR Congo', 'DRC', 'Congo-Kinshasa'] },
  CG: { name: 'Republic of the Congo', aliases: ['Congo', 'Congo-Brazzaville'] },
  KP: { name: 'North Korea', aliases: ["Democratic People's Republic of Korea", 'DPRK'] },
  KR: { name: 'South Korea', aliases: ['Republic of Korea', 'Korea'] },
  MM: { name: 'Myanmar', aliases: ['Burma'] },
  SZ: { name: 'Eswatini', aliases: ['Swaziland'] },
  MK: { name: 'North Macedonia', aliases: ['Macedonia'] },
  VA: { name: 'Vatican City', aliases: ['Holy See', 'the Vatican'] },
  AX: { name: 'Åland Islands', aliases: ['Aland', 'Åland'] },
  ST: { name: 'São Tomé and Príncipe', aliases: ['Sao Tome and Principe'] },
  BL: { name: 'Saint Barthélemy', aliases: ['Saint Barthelemy', 'St Barts'] },
  CW: { name: 'Curaçao', aliases: ['Curacao'] },
  RE: { name: 'Réunion', aliases: ['Reunion'] },
  FM: { name: 'Micronesia', aliases: ['Federated States of Micronesia'] },
  VI: { name: 'US Virgin Islands', aliases: ['U.S. Virgin Islands', 'United States Virgin Islands'] },
  PN: { name: 'Pitcairn Islands', aliases: ['Pitcairn'] },
};

/** Capitals spelled as British references do, with other spellings accepted. */
export const CAPITAL_OVERRIDES: Record<string, { name: string; aliases: string[] }> = {
  UA: { name: 'Kyiv', aliases: ['Kiev'] },
  US: { name: 'Washington, D.C.', aliases: ['Washington', 'Washington DC', 'Washington D.C.'] },
  MN: { name: 'Ulaanbaatar', aliases: ['Ulan Bator'] },
  AG: { name: "St John's", aliases: ["Saint John's"] },
  GD: { name: "St George's", aliases: ["Saint George's"] },
  GG: { name: 'St Peter Port', aliases: ['Saint Peter Port'] },
  JE: { name: 'St Helier', aliases: ['Saint Helier'] },
  YE: { name: "Sana'a", aliases: ['Sanaa'] },
  MM: { name: 'Naypyidaw', aliases: ['Nay Pyi Taw', 'Naypyitaw'] },
  IN: { name: 'New Delhi', aliases: ['Delhi'] },
  PF: { name: 'Papeete', aliases: ['Papeetē'] },
  GU: { name: 'Hagåtña', aliases: ['Hagatna', 'Agana'] },
  IS: { name: 'Reykjavík', aliases: ['Reykjavik'] },
  KI: { name: 'South Tarawa', aliases: ['Tarawa'] },
};

/** Demonyms where the dataset's adjective is dated or wrong; noun forms are accepted too. */
export const DEMONYM_OVERRIDES: Record<string, { name: string; aliases: string[] }> = {
  KG: { name: 'Kyrgyz', aliases: ['Kirghiz', 'Kyrgyzstani'] },
  TJ: { name: 'Tajik', aliases: ['Tadzhik', 'Tajikistani'] },
  MV: { name: 'Maldivian', aliases: [] },
  CV: { name: 'Cape Verdean', aliases: ['Cape Verdian'] },
  EC: { name: 'Ecuadorian', aliases: ['Ecuadorean'] },
  DJ: { name: 'Djiboutian', aliases: [] },
  IS: { name: 'Icelandic', aliases: ['Icelander'] },
  ST: { name: 'São Toméan', aliases: ['Sao Tomean'] },
  DK: { name: 'Danish', aliases: ['Dane'] },
  FI: { name: 'Finnish', aliases: ['Finn'] },
  SE: { name: 'Swedish', aliases: ['Swede'] },
  PL: { name: 'Polish', aliases: ['Pole'] },
  ES: { name: 'Spanish', aliases: ['Spaniard'] },
  TR: { name: 'Turkish', aliases: ['Turk'] },
  GB: { name: 'British', aliases: ['Briton', 'Brit'] },
  NL: { name: 'Dutch', aliases: ['Dutchman', 'Dutchwoman'] },
  IE: { name: 'Irish', aliases: ['Irishman', 'Irishwoman'] },
  FR: { name: 'French', aliases: ['Frenchman', 'Frenchwoman'] },
  NZ: { name: 'New Zealander', aliases: ['New Zealand', 'Kiwi'] },
  BW: { name: 'Motswana', aliases: ['Batswana', 'Botswanan'] },
  LS: { name: 'Mosotho', aliases: ['Basotho'] },
  PH: { name: 'Filipino', aliases: ['Filipina', 'Philippine'] },
  KZ: { name: 'Kazakh', aliases: ['Kazakhstani'] },
  UZ: { name: 'Uzbek', aliases: ['Uzbekistani'] },
  SA: { name: 'Saudi', aliases: ['Saudi Arabian'] },
  SI: { name: 'Slovenian', aliases: ['Slovene'] },
  BF: { name: 'Burkinabé', aliases: ['Burkinabe'] },
  AR: { name: 'Argentine', aliases: ['Argentinian', 'Argentinean'] },
  KM: { name: 'Comorian', aliases: ['Comoran'] },
  SR: { name: 'Surinamese', aliases: ['Surinamer'] },
  GW: { name: 'Bissau-Guinean', aliases: ['Guinea-Bissauan'] },
  SV: { name: 'Salvadoran', aliases: ['Salvadorean'] },
  LA: { name: 'Laotian', aliases: ['Lao'] },
  SK: { name: 'Slovak', aliases: ['Slovakian'] },
};

/** Widely known countries: their facts are asked as easier questions. */
export const WELL_KNOWN = new Set(
  (
    'GB US FR DE IT ES PT IE NL BE CH AT SE NO DK FI IS PL GR RU CN JP IN AU NZ CA MX BR AR EG ' +
    'ZA NG KE TR SA TH KR IL IR IQ PK CU JM'
  ).split(' '),
);

/** Countries that are known but less so: facts at medium difficulty (the rest, and territories, are hard). */
export const FAIRLY_KNOWN = new Set(
  (
    'CZ HU RO BG HR RS UA BY LT LV EE SK SI LU MC MT CY AL BA ME MK MD AD LI SM VA ' +
    'CL CO PE VE EC BO UY PY MA DZ TN LY ET GH SN TZ UG ZW ZM AO MZ MG SD SO CM ' +
    'VN ID MY PH SG KP AF BD NP LK MN KZ UZ SY LB JO KW QA AE OM YE GE AM AZ FJ PG ' +
    'PA CR HT DO BS BB TT GT HN NI SV'
  ).split(' '),
);

export type Fame = 'well-known' | 'fairly-known' | 'obscure';

export function fameOf(code: string): Fame {
  if (WELL_KNOWN.has(code)) return 'well-known';
  if (FAIRLY_KNOWN.has(code)) return 'fairly-known';
  return 'obscure';
}

/** Currency names as British references write them (keyed by ISO 4217 code), with the dataset's name accepted. */
export const CURRENCY_NAME_OVERRIDES: Record<string, { name: string; aliases: string[] }> = {
  GBP: { name: 'Pound sterling', aliases: ['Pound', 'Sterling', 'GBP', 'British pound', 'British Pound Sterling'] },
  SHP: { name: 'Saint Helena Pound', aliases: ['St Helena Pound', 'St. Helena Pound'] },
  USD: { name: 'US Dollar', aliases: ['United States Dollar', 'American Dollar', 'U.S. Dollar'] },
  RUB: { name: 'Russian Rouble', aliases: ['Russian Ruble', 'Ruble', 'Rouble'] },
  BYN: { name: 'Belarusian Rouble', aliases: ['Belarusian Ruble', 'Ruble', 'Rouble'] },
  CNY: { name: 'Chinese Yuan', aliases: ['Yuan', 'Renminbi', 'RMB', 'Chinese Renminbi'] },
  XCG: { name: 'Caribbean Guilder', aliases: [] },
  ANG: { name: 'Caribbean Guilder', aliases: ['Netherlands Antillean Guilder'] },
  BAM: {
    name: 'Convertible Mark',
    aliases: ['Bosnia and Herzegovina Convertible Mark', 'Bosnia-Herzegovina Convertible Mark', 'KM'],
  },
  TTD: { name: 'Trinidad and Tobago Dollar', aliases: ['Trinidad & Tobago Dollar', 'TT Dollar'] },
  STN: { name: 'São Tomé and Príncipe Dobra', aliases: ['Sao Tome and Principe Dobra', 'São Tomé & Príncipe Dobra'] },
  LAK: { name: 'Lao Kip', aliases: ['Laotian Kip'] },
  BMD: { name: 'Bermudian Dollar', aliases: ['Bermudan Dollar'] },
  TOP: { name: "Tongan Pa'anga", aliases: ['Tongan Paʻanga', 'Paanga', 'Tongan Paanga'] },
};
