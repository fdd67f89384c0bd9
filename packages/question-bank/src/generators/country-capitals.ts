import { COUNTRIES_AS_OF, COUNTRIES_LIST_SOURCE, loadCountries } from '../data/countries.js';
import { theName } from '../lib/country-article.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { GeneratedQuestion } from '../types.js';
import { byFame, givesAway, heardOf, uniqueValues } from './shared.js';

/** Capital of a country and country of a capital. Disputed capitals are left to the QC disputed list. */
export function capitalQuestions(): GeneratedQuestion[] {
  const all = loadCountries().filter((c) => c.capital && !givesAway(c.capital, c.name));
  const uniqueCapitals = uniqueValues(all, (c) => c.capital);
  const capitals = all.map((c) => c.capital as string);
  const names = all.map((c) => c.name);
  return all.flatMap((c) => {
    const capital = c.capital as string;
    const common = {
      subject: c.code,
      category: 'world-geography' as const,
      difficulty: byFame(c, 'easy', 'medium', 'hard'),
      source: COUNTRIES_LIST_SOURCE,
      asOf: COUNTRIES_AS_OF,
    };
    const sameContinent = all.filter((o) => o.continent === c.continent && o.code !== c.code);
    const forward = questionsFromFact({
      ...common,
      templateId: 'country-capital',
      answer: capital,
      aliases: c.capitalAliases,
      textPrompt: `What is the capital of ${theName(c.name)}?`,
      mcPrompt: `Which city is the capital of ${theName(c.name)}?`,
      preferredDistractors: sameContinent.filter((o) => o.fame !== 'obscure').map((o) => o.capital as string),
      distractors: capitals,
      explanation: `${capital} is the capital of ${theName(c.name)}.`,
      // True or false only where players know the country; the false side names another capital of its continent.
      statement: heardOf(c) ? (city) => `${city} is the capital of ${theName(c.name)}.` : undefined,
    });
    if (!uniqueCapitals.has(capital) || !heardOf(c)) return forward;
    const reverse = questionsFromFact({
      ...common,
      templateId: 'capital-country',
      answer: c.name,
      aliases: c.aliases,
      textPrompt: `${capital} is the capital of which country or territory?`,
      mcPrompt: `Of which of these is ${capital} the capital?`,
      preferredDistractors: sameContinent.map((o) => o.name),
      distractors: names,
    });
    return [...forward, ...reverse];
  });
}
