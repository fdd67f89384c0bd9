import { createHash, randomInt } from 'node:crypto';

/** A 32-bit seed from any text, so "2026-11-21:mc" always gives the same sequence. */
export function seedFrom(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * A draw's seed: text that must always give the same draw (a day's quiz, a caller's seeded set) is hashed; a number
 * is a one-off draw's random state, used as it is (a fresh draw need not hash anything).
 */
export type DrawSeed = string | number;

export const seedNumber = (seed: DrawSeed): number => (typeof seed === 'number' ? seed >>> 0 : seedFrom(seed));

/** A seed for a draw nobody will ask for again. */
export const freshSeed = (): number => randomInt(2 ** 32 - 1);

/** mulberry32: small, fast and good enough to pick questions; never used for anything secret. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
