import { COUNTRIES_AS_OF, WORLD_COUNTRIES_SOURCE, loadCountries, type Country } from '../data/countries.js';
import { hash53 } from '../lib/hash.js';
import { theName, TheName } from '../lib/country-article.js';
import { normalise } from '../lib/text.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { GeneratedQuestion } from '../types.js';
import { byFame, heardOf, uniqueValues, wellKnown } from './shared.js';

const common = (c: Country) => ({
  subject: c.code,
  source: WORLD_COUNTRIES_SOURCE,
  asOf: COUNTRIES_AS_OF,
});

/** A demonym that starts like the name (Brazil, Brazilian) is an easier question and is not asked in reverse. */
function obvious(c: Country): boolean {
  return (c.demonym as string).toLowerCase().startsWith(c.name.toLowerCase().slice(0, 5));
}

/** Skipped only where the demonym is the name itself, which would ask nothing. */
function demonymQuestions(all: Country[]): GeneratedQuestion[] {
  const usable = all.filter((c) => c.independent && c.demonym && normalise(c.demonym) !== normalise(c.name));
  const unique = uniqueValues(usable, (c) => c.demonym);
  const demonyms = usable.map((c) => c.demonym as string);
  return usable.flatMap((c) => {
    const demonym = c.demonym as string;
    const difficulty = obvious(c) ? byFame(c, 'easy', 'easy', 'medium') : byFame(c, 'easy', 'medium', 'hard');
    const base = { ...common(c), category: 'language' as const, difficulty };
    const forward = questionsFromFact({
      ...base,
      templateId: 'country-demonym',
      answer: demonym,
      aliases: c.demonymAliases,
      textPrompt: `What word describes a person or thing from ${theName(c.name)}?`,
      mcPrompt: `Which of these words describes a person from ${theName(c.name)}?`,
      preferredDistractors: usable.filter((o) => o.continent === c.continent).map((o) => o.demonym as string),
      distractors: demonyms,
    });
    if (!unique.has(demonym) || obvious(c)) return forward;
    return [
      ...forward,
      ...questionsFromFact({
        ...base,
        templateId: 'demonym-country',
        answer: c.name,
        aliases: c.aliases,
        textPrompt: `Someone described as ${demonym} comes from which country?`,
        mcPrompt: `${/^[AEIOU]/.test(demonym) ? 'An' : 'A'} ${demonym} person comes from which of these countries?`,
        distractors: usable.map((o) => o.name),
      }),
    ];
  });
}

/** Internet domains, asked one way (the country of a domain) and for the best-known countries only. */
function domainQuestions(all: Country[]): GeneratedQuestion[] {
  const usable = all.filter((c) => c.tld && /^\.[a-z]{2}$/.test(c.tld));
  const unique = uniqueValues(usable, (c) => c.tld);
  const names = usable.map((c) => c.name);
  return usable
    .filter((c) => unique.has(c.tld as string) && wellKnown(c))
    .flatMap((c) =>
      questionsFromFact({
        ...common(c),
        category: 'world-geography',
        difficulty: 'medium',
        templateId: 'domain-country',
        answer: c.name,
        aliases: c.aliases,
        textPrompt: `Which country has the internet domain ${c.tld}?`,
        mcPrompt: `The internet domain ${c.tld} belongs to which of these countries?`,
        distractors: names,
      }),
    );
}

/** Olympic codes that are just the first three letters of the name (FRA) are skipped as give-aways. */
function olympicCodeQuestions(all: Country[]): GeneratedQuestion[] {
  const usable = all.filter((c) => c.independent && c.ioc);
  const names = usable.map((c) => c.name);
  return usable
    .filter((c) => wellKnown(c) && !c.name.toUpperCase().startsWith(c.ioc as string))
    .flatMap((c) =>
      questionsFromFact({
        ...common(c),
        templateId: 'olympic-code-country',
        category: 'sport',
        difficulty: byFame(c, 'medium', 'hard', 'hard'),
        answer: c.name,
        aliases: c.aliases,
        textPrompt: `Which nation competes at the Olympic Games under the code ${c.ioc}?`,
        mcPrompt: `At the Olympics, the code ${c.ioc} stands for which of these nations?`,
        distractors: names,
      }),
    );
}

function borderQuestions(all: Country[]): GeneratedQuestion[] {
  const independent = all.filter((c) => c.independent && c.continent !== 'Antarctica');
  const asked = independent.filter(heardOf);
  const name = new Map(all.map((c) => [c.code, c.name]));
  return asked.flatMap((c) => {
    const neighbours = c.borders.filter((b) => independent.some((o) => o.code === b)).sort();
    if (neighbours.length === 0) return [];
    const strangers = independent
      .filter((o) => o.code !== c.code && !c.borders.includes(o.code) && o.continent === c.continent)
      .map((o) => o.name);
    const base = {
      ...common(c),
      category: 'world-geography' as const,
      difficulty: byFame(c, 'medium', 'hard', 'hard'),
    };
    const pick = neighbours[hash53(c.code) % neighbours.length] as string;
    return questionsFromFact({
      ...base,
      templateId: 'country-neighbour',
      answer: name.get(pick) as string,
      mcPrompt: `Which of these countries shares a land border with ${theName(c.name)}?`,
      distractors: strangers,
    });
  });
}

/** Area comparisons keep a factor of 1.5 between the right option and the rest, so rounding cannot matter. */
function areaQuestions(all: Country[]): GeneratedQuestion[] {
  const sized = all.filter((c) => c.independent && c.area);
  return sized.filter(heardOf).flatMap((c) => {
    const area = c.area as number;
    const larger = sized.filter((o) => (o.area as number) >= area * 1.5 && o.fame !== 'obscure');
    const smaller = sized.filter((o) => (o.area as number) * 1.5 <= area && o.fame !== 'obscure');
    if (larger.length === 0 || smaller.length < 3) return [];
    const answer = larger[hash53(`${c.code}:area`) % larger.length] as Country;
    return questionsFromFact({
      ...common(c),
      templateId: 'country-larger-area',
      category: 'world-geography',
      difficulty: byFame(c, 'medium', 'hard', 'hard'),
      answer: answer.name,
      mcPrompt: `Which of these countries is larger by area than ${theName(c.name)}?`,
      distractors: smaller.map((o) => o.name),
      explanation: `${TheName(answer.name)} covers about ${Math.round((answer.area as number) / 1000) * 1000} km², ${theName(c.name)} about ${area >= 1000 ? Math.round(area / 1000) * 1000 : Math.round(area)} km².`,
    });
  });
}

export function worldCountryQuestions(): GeneratedQuestion[] {
  const all = loadCountries();
  return [
    ...demonymQuestions(all),
    ...domainQuestions(all),
    ...olympicCodeQuestions(all),
    ...borderQuestions(all),
    ...areaQuestions(all),
  ];
}
