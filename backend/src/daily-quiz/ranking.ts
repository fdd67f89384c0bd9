import { formatDuration, ordinal } from '@trivia/contracts';

export interface Finisher {
  score: number;
  elapsedMs: number;
}

/** Higher score first; equal scores: the faster time first (issue 3: ranks break ties by time). */
export function compareFinishers(a: Finisher, b: Finisher): number {
  return b.score - a.score || a.elapsedMs - b.elapsedMs;
}

/** Competition ranking ("1224"): a player's rank is one more than the number who did strictly better. */
export function rankOf(target: Finisher, everyone: readonly Finisher[]): number {
  return 1 + everyone.filter((other) => compareFinishers(other, target) < 0).length;
}

const QUIZ_NAMES = { standard: 'Daily Quiz', mc: 'Daily Multiple Choice Quiz' } as const;

/**
 * The text a player shares: score, time and, for ranked attempts, "12th of 340 who finished today" (ranks count
 * only those who finished, which is fewer than the players who started that the pages also show).
 */
export function shareText(input: {
  kind: keyof typeof QUIZ_NAMES;
  date: string;
  score: number;
  total: number;
  elapsedMs: number;
  rank: number | null;
  players: number;
  publicUrl: string;
}): string {
  const rank = input.rank === null ? 'practice round' : `${ordinal(input.rank)} of ${input.players} who finished today`;
  const path = input.kind === 'mc' ? '/daily-mc-quiz' : '/daily-quiz';
  return `${QUIZ_NAMES[input.kind]} ${input.date}: ${input.score}/${input.total} in ${formatDuration(input.elapsedMs)} (${rank}). Play at ${input.publicUrl}${path}`;
}
