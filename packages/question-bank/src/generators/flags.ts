import { loadCountries } from '../data/countries.js';
import {
  EASY_FLAGS,
  FLAG_CODES,
  FLAG_ICONS_SOURCE,
  FLAGS_AS_OF,
  HOME_NATIONS,
  lookAlikesOf,
  MEDIUM_FLAGS,
  NEAR_IDENTICAL_FLAGS,
} from '../data/flags.js';
import { theName } from '../lib/country-article.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { Difficulty, GeneratedQuestion } from '../types.js';

export const FLAG_TEXT_PROMPT = "Which country's flag is this?";
export const FLAG_MC_PROMPT = 'This flag belongs to which of these countries?';

interface Flagged {
  code: string;
  name: string;
  aliases: readonly string[];
  continent: string;
  explanation?: string;
}

/** Independent countries (sovereign, one name in the country data) and the four home nations, with a flag. */
export function flaggedCountries(): Flagged[] {
  const countries = loadCountries()
    .filter((c) => c.independent)
    .map((c) => ({ code: c.code, name: c.name, aliases: c.aliases, continent: c.continent }));
  const nations = HOME_NATIONS.map((n) => ({ ...n, aliases: [], continent: 'Europe' }));
  return [...countries, ...nations].filter((c) => FLAG_CODES.has(c.code.toLowerCase()));
}

function difficultyOf(code: string): Difficulty {
  if (EASY_FLAGS.has(code)) return 'easy';
  return MEDIUM_FLAGS.has(code) ? 'medium' : 'hard';
}

/**
 * "Which country's flag is this?" with the flag as the picture: typed (unless the flag is all but identical to
 * another) and multiple choice, whose wrong options never include a country with a look-alike flag, nor two
 * look-alikes of each other. The subject is the country code, so the disputed-territory list applies.
 */
export function flagQuestions(): GeneratedQuestion[] {
  const all = flaggedCountries();
  return all
    .flatMap((c) => {
      const banned = lookAlikesOf(c.code);
      const unlike = (o: Flagged) => o.code !== c.code && !banned.has(o.code);
      const sameContinent = all.filter((o) => unlike(o) && o.continent === c.continent);
      return questionsFromFact({
        templateId: 'flag-country',
        subject: c.code,
        category: 'world-geography',
        difficulty: difficultyOf(c.code),
        source: FLAG_ICONS_SOURCE,
        asOf: FLAGS_AS_OF,
        answer: c.name,
        aliases: c.aliases,
        textPrompt: NEAR_IDENTICAL_FLAGS.has(c.code) ? undefined : FLAG_TEXT_PROMPT,
        mcPrompt: FLAG_MC_PROMPT,
        preferredDistractors: spreadOut(sameContinent).map((o) => o.name),
        distractors: spreadOut(all.filter(unlike)).map((o) => o.name),
        explanation: c.explanation ?? `This is the flag of ${theName(c.name)}.`,
        factKey: `flag-country:${c.code}`,
        media: { kind: 'flag', code: c.code.toLowerCase() },
      });
    })
    .filter((q) => !q.options || !anyTwoAlike(q.options, all));
}

/** Candidates with each look-alike group represented once at most, so two wrong options never share a flag. */
function spreadOut(candidates: readonly Flagged[]): Flagged[] {
  const kept: Flagged[] = [];
  const taken = new Set<string>();
  for (const c of candidates) {
    if (taken.has(c.code)) continue;
    kept.push(c);
    for (const code of lookAlikesOf(c.code)) taken.add(code);
  }
  return kept;
}

/** Two options whose flags look alike: the rare draw that mixes a same-continent pick with a world-wide one is dropped. */
export function anyTwoAlike(options: readonly string[], all: readonly Flagged[]): boolean {
  const codes = options.map((name) => all.find((c) => c.name === name)?.code).filter((c): c is string => !!c);
  return codes.some((a, i) => codes.some((b, j) => i !== j && lookAlikesOf(a).has(b)));
}
