/** One option as the reveal shows it: the key, this player's own pick, and how many chose it. */
export interface RevealedOption {
  index: number;
  text: string;
  correct: boolean;
  /** This player chose it (unknown after a reload mid-reveal: the snapshot does not say which option). */
  mine: boolean;
  /** Null when the reveal's counts are not known (a snapshot carries none). */
  count: number | null;
  /** The share of the answers given, 0 to 100, rounded; null with the count. */
  percent: number | null;
}

/** Every option of a choice question at its reveal, in the order they were asked, each marked. */
export function revealedOptions(
  options: readonly string[],
  correctIndex: number,
  chosen: number | null,
  counts: readonly number[] | null,
): RevealedOption[] {
  const total = counts ? counts.reduce((sum, n) => sum + n, 0) : 0;
  return options.map((text, index) => {
    const count = counts ? (counts[index] ?? 0) : null;
    return {
      index,
      text,
      correct: index === correctIndex,
      mine: index === chosen,
      count,
      percent: count === null ? null : total === 0 ? 0 : Math.round((count / total) * 100),
    };
  });
}

/** What a screen reader hears for one revealed option, after its text. */
export function revealedOptionLabel({ correct, mine, count }: RevealedOption): string {
  const parts = [correct ? 'correct answer' : null, mine ? (correct ? 'your answer' : 'your answer, wrong') : null];
  if (count !== null) parts.push(`${count} ${count === 1 ? 'player' : 'players'} chose this`);
  return parts.filter((part) => part !== null).join(', ');
}
