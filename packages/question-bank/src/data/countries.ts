import { continents, countries } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import worldCountries from 'world-countries/countries.json' with { type: 'json' };
import {
  CAPITAL_OVERRIDES,
  COUNTRY_NAME_OVERRIDES,
  CURRENCY_NAME_OVERRIDES,
  DEMONYM_OVERRIDES,
  fameOf,
  type Fame,
} from './country-overrides.js';

export const COUNTRIES_LIST_SOURCE = 'countries-list@3.4.1';
export const WORLD_COUNTRIES_SOURCE = 'world-countries@5.1.0';
/** The day we read the pinned package versions and checked them. */
export const COUNTRIES_AS_OF = '2026-11-21';

/** ISO 4217 fund and accounting codes: never a country's everyday currency. */
const FUND_CURRENCIES = new Set(['CHE', 'CHW', 'BOV', 'CLF', 'USN', 'UYI', 'UYW', 'COU', 'MXV']);

export interface Country {
  code: string;
  name: string;
  aliases: string[];
  capital?: string;
  capitalAliases: string[];
  continent: string;
  transcontinental: boolean;
  currencyCode?: string;
  currencyName?: string;
  currencyAliases: string[];
  phone: number[];
  independent: boolean;
  fame: Fame;
  demonym?: string;
  demonymAliases: string[];
  tld?: string;
  ioc?: string;
  area?: number;
  borders: string[];
}

function currencyOf(code: string | undefined): { currencyName?: string; currencyAliases: string[] } {
  if (!code) return { currencyAliases: [] };
  const raw = currencies[code as keyof typeof currencies]?.name;
  const fix = CURRENCY_NAME_OVERRIDES[code];
  if (!fix) return { currencyName: raw, currencyAliases: [] };
  return { currencyName: fix.name, currencyAliases: [...fix.aliases, ...(raw && raw !== fix.name ? [raw] : [])] };
}

type WorldCountry = (typeof worldCountries)[number];

function world(code: string): WorldCountry | undefined {
  return worldCountries.find((w) => w.cca2 === code);
}

function toCountry(code: string): Country {
  const c = countries[code as keyof typeof countries];
  const w = world(code);
  const nameOverride = COUNTRY_NAME_OVERRIDES[code];
  const capOverride = CAPITAL_OVERRIDES[code];
  const demOverride = DEMONYM_OVERRIDES[code];
  const everyday = c.currency.filter((cur) => !FUND_CURRENCIES.has(cur));
  const currencyCode = everyday.length === 1 ? everyday[0] : undefined;
  const rawDemonym = w?.demonyms?.eng?.m;
  const byCca3 = new Map(worldCountries.map((x) => [x.cca3, x.cca2]));
  return {
    code,
    name: nameOverride?.name ?? c.name,
    aliases: [...(nameOverride?.aliases ?? []), ...(nameOverride ? [c.name] : [])],
    capital: capOverride?.name ?? (c.capital || undefined),
    capitalAliases: capOverride ? [...capOverride.aliases, c.capital] : [],
    continent: continents[c.continent],
    transcontinental: (c.continents?.length ?? 1) > 1,
    currencyCode,
    ...currencyOf(currencyCode),
    phone: c.phone,
    independent: w?.independent === true,
    fame: fameOf(code),
    demonym: demOverride?.name ?? (rawDemonym && !/[,]| or /.test(rawDemonym) ? rawDemonym : undefined),
    demonymAliases: demOverride?.aliases ?? [],
    tld: w?.tld?.[0],
    ioc: w?.cioc || undefined,
    area: w && w.area > 0 ? w.area : undefined,
    borders: (w?.borders ?? []).map((b) => byCca3.get(b)).filter((b): b is string => Boolean(b)),
  };
}

let cache: Country[] | undefined;

/** Every entry of countries-list joined with world-countries by ISO code, in ISO code order. */
export function loadCountries(): Country[] {
  cache ??= Object.keys(countries).sort().map(toCountry);
  return cache;
}

export function countryByCode(code: string): Country | undefined {
  return loadCountries().find((c) => c.code === code);
}
