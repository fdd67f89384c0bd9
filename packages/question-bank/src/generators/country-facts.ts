import { COUNTRIES_AS_OF, COUNTRIES_LIST_SOURCE, loadCountries, type Country } from '../data/countries.js';
import { theName, TheName } from '../lib/country-article.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { GeneratedQuestion } from '../types.js';
import { byFame, heardOf, uniqueValues, wellKnown } from './shared.js';

const common = (c: Country) => ({
  subject: c.code,
  category: 'world-geography' as const,
  source: COUNTRIES_LIST_SOURCE,
  asOf: COUNTRIES_AS_OF,
});

/** The continent question is left out for transcontinental countries and for Antarctic territories. */
function continentQuestions(all: Country[]): GeneratedQuestion[] {
  const names = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'];
  return all
    .filter((c) => !c.transcontinental && c.continent !== 'Antarctica' && heardOf(c))
    .flatMap((c) =>
      questionsFromFact({
        ...common(c),
        templateId: 'country-continent',
        difficulty: byFame(c, 'easy', 'medium', 'hard'),
        answer: c.continent,
        textPrompt: `On which continent is ${theName(c.name)}?`,
        mcPrompt: `${TheName(c.name)} is part of which continent?`,
        distractors: names,
      }),
    );
}

/** The unit of a currency without its nationality: "Japanese Yen" is a yen, "Pound sterling" a pound. */
export function currencyUnit(name: string): string {
  if (/^pound sterling$/i.test(name)) return 'Pound';
  const words = name.split(' ');
  const unit = words[words.length - 1] as string;
  return unit.charAt(0).toUpperCase() + unit.slice(1);
}

/**
 * Typed, the currency is its full name (the bare unit and the code accepted too). As multiple choice the options are
 * bare units ("Yen", "Won", "Baht", "Rupee"): with nationalities in them the answer would name the country.
 */
function currencyQuestions(all: Country[]): GeneratedQuestion[] {
  const withCurrency = all.filter((c) => c.currencyName);
  const units = [...new Set(withCurrency.map((c) => currencyUnit(c.currencyName as string)))];
  return withCurrency.filter(heardOf).flatMap((c) => {
    const name = c.currencyName as string;
    const unit = currencyUnit(name);
    const base = { ...common(c), templateId: 'country-currency', difficulty: byFame(c, 'easy', 'medium', 'hard') };
    return [
      ...questionsFromFact({
        ...base,
        answer: name,
        aliases: [
          ...(unit.toLowerCase() !== name.toLowerCase() ? [unit] : []),
          c.currencyCode as string,
          ...c.currencyAliases,
        ],
        textPrompt: `What is the official currency of ${theName(c.name)}?`,
      }),
      ...questionsFromFact({
        ...base,
        answer: unit,
        mcPrompt: `Which currency is used in ${theName(c.name)}?`,
        distractors: units,
      }),
    ];
  });
}

/** Dialling codes, for the best-known countries only, where one code belongs to one place and it has one code. */
function callingCodeQuestions(all: Country[]): GeneratedQuestion[] {
  const single = all.filter((c) => c.phone.length === 1);
  const unique = uniqueValues(
    all.flatMap((c) => c.phone.map((p) => ({ p }))),
    (x) => String(x.p),
  );
  const usable = single.filter((c) => unique.has(String(c.phone[0])));
  const codes = usable.map((c) => `+${c.phone[0]}`);
  return usable.filter(wellKnown).flatMap((c) =>
    questionsFromFact({
      ...common(c),
      templateId: 'country-dialling-code',
      difficulty: 'medium',
      answer: `+${c.phone[0]}`,
      aliases: [String(c.phone[0]), `00${c.phone[0]}`],
      textPrompt: `What is the international dialling code for ${theName(c.name)}?`,
      mcPrompt: `Which international dialling code belongs to ${theName(c.name)}?`,
      distractors: codes,
      allowLookAlikes: true,
    }),
  );
}

export function countryFactQuestions(): GeneratedQuestion[] {
  const all = loadCountries();
  return [...continentQuestions(all), ...currencyQuestions(all), ...callingCodeQuestions(all)];
}
