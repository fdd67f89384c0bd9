/** How a room's questions share out among the types its host asked for, so that every type asked for comes up. */

/** Even shares of `count` among `types`, the first types taking one more when it does not divide. */
export function typeShares<T>(count: number, types: readonly T[]): [T, number][] {
  const base = Math.floor(count / types.length);
  const extra = count % types.length;
  return types.map((type, i) => [type, base + (i < extra ? 1 : 0)]);
}

const LEVEL = { easy: 0, medium: 1, hard: 2 } as const;

/**
 * Groups of questions (one per type) taken in turn, so no type bunches at the start or end; with `ramp`, then
 * easy to hard (a stable sort keeps the turns within each level).
 */
export function interleave<Q extends { difficulty: keyof typeof LEVEL }>(groups: readonly Q[][], ramp: boolean): Q[] {
  const longest = Math.max(0, ...groups.map((g) => g.length));
  const turns: Q[] = [];
  for (let i = 0; i < longest; i++) for (const group of groups) if (i < group.length) turns.push(group[i]!);
  return ramp ? turns.sort((a, b) => LEVEL[a.difficulty] - LEVEL[b.difficulty]) : turns;
}
