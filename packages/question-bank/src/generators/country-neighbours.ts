import { COUNTRIES_AS_OF, WORLD_COUNTRIES_SOURCE, loadCountries, type Country } from '../data/countries.js';
import { theName } from '../lib/country-article.js';
import { hash53 } from '../lib/hash.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { Difficulty, GeneratedQuestion } from '../types.js';

const base = { source: WORLD_COUNTRIES_SOURCE, asOf: COUNTRIES_AS_OF, category: 'world-geography' as const };

/** Names with "and" read badly in "both X and Y"; contested borders (Kashmir, the Golan Heights) are not used. */
const CONTESTED = new Set(['IL', 'PS', 'EH', 'XK', 'TW', 'PK']);

function independent(all: Country[]): Country[] {
  return all.filter(
    (c) =>
      c.independent &&
      c.continent !== 'Antarctica' &&
      c.fame !== 'obscure' &&
      !c.name.includes(' and ') &&
      !CONTESTED.has(c.code),
  );
}

function pairDifficulty(a: Country, b: Country, z: Country): Difficulty {
  const known = [a, b, z].filter((c) => c.fame === 'well-known').length;
  return known === 3 ? 'easy' : known >= 2 ? 'medium' : 'hard';
}

/**
 * "Which country borders both X and Y?", asked only when exactly one country borders both, X and Y are not
 * neighbours themselves, and all three are at least fairly well known. One pair per answer country and neighbour.
 */
function commonNeighbourQuestions(all: Country[]): GeneratedQuestion[] {
  const list = independent(all);
  const known = new Map(list.map((c) => [c.code, c]));
  // Uniqueness is judged against every country and territory, not only the well-known ones.
  const borders = new Map(all.map((c) => [c.code, c.borders]));
  const sharedBy = (x: string, y: string) => all.filter((c) => c.borders.includes(x) && c.borders.includes(y));
  const out: GeneratedQuestion[] = [];
  const seen = new Set<string>();
  for (const z of list) {
    const around = z.borders.filter((b) => known.has(b)).sort();
    for (const x of around) {
      const pairs = around.filter((y) => y > x && !(borders.get(x) ?? []).includes(y) && sharedBy(x, y).length === 1);
      if (pairs.length === 0) continue;
      const y = pairs[hash53(`${z.code}:${x}`) % pairs.length] as string;
      const [a, b] = [known.get(x) as Country, known.get(y) as Country];
      const key = `${a.code}-${b.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const nearby = [...a.borders, ...b.borders].filter((n) => ![a.code, b.code, z.code].includes(n));
      out.push(
        ...questionsFromFact({
          ...base,
          templateId: 'country-common-neighbour',
          subject: key,
          difficulty: pairDifficulty(a, b, z),
          answer: z.name,
          aliases: z.aliases,
          textPrompt: `Which country shares a land border with both ${theName(a.name)} and ${theName(b.name)}?`,
          mcPrompt: `Which of these countries borders both ${theName(a.name)} and ${theName(b.name)}?`,
          preferredDistractors: list.filter((o) => nearby.includes(o.code)).map((o) => o.name),
          distractors: list.filter((o) => o.continent === z.continent && ![a, b, z].includes(o)).map((o) => o.name),
        }),
      );
    }
  }
  return out;
}

export function countryNeighbourQuestions(): GeneratedQuestion[] {
  const all = loadCountries();
  return commonNeighbourQuestions(all);
}
