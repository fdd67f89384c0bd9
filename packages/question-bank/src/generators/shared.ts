import type { Country } from '../data/countries.js';
import type { Difficulty } from '../types.js';

/**
 * What a pub quiz asks about a country: its capital whatever it is, but its continent, currency, neighbours,
 * size and a capital asked the other way round only for countries most players have heard of, and codes
 * (dialling, internet, Olympic) only for the best known, so the bank is not padded with trivia nobody asks.
 */
export function heardOf(country: Country): boolean {
  return country.fame !== 'obscure';
}

export function wellKnown(country: Country): boolean {
  return country.fame === 'well-known';
}

export function byFame(country: Country, easy: Difficulty, medium: Difficulty, hard: Difficulty): Difficulty {
  if (country.fame === 'well-known') return easy;
  if (country.fame === 'fairly-known') return medium;
  return hard;
}

/** Values that occur for exactly one entry, so a reverse question has one right answer. */
export function uniqueValues<T>(items: readonly T[], key: (item: T) => string | undefined): Set<string> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n === 1).map(([k]) => k));
}

/** Whether one name gives the other away ("Luxembourg" is the capital of Luxembourg). */
export function givesAway(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.includes(y) || y.includes(x);
}
