import type { DailyResult } from '@trivia/contracts';
import { countLabel, ordinal } from '../../lib/format';

/**
 * "12th of 340 today" for today's ranked quiz, "12th of 340 on that day" for an earlier ranked day, and
 * null for practice, which is never ranked.
 */
export function rankText(result: Pick<DailyResult, 'rank' | 'players'>, isToday: boolean): string | null {
  const parts = rankParts(result, isToday);
  return parts ? `${parts.position} ${parts.context}` : null;
}

/** The rank in two parts, "12th" and "of 340 today", for a layout that shows the position large. */
export function rankParts(
  result: Pick<DailyResult, 'rank' | 'players'>,
  isToday: boolean,
): { position: string; context: string } | null {
  if (result.rank === null) return null;
  return {
    position: ordinal(result.rank),
    context: `of ${result.players.toLocaleString('en-GB')} ${isToday ? 'today' : 'that day'}`,
  };
}

/** What a screen reader hears when the results appear. */
export function resultAnnouncement(result: DailyResult, isToday: boolean): string {
  const rank = rankText(result, isToday);
  const score = `Quiz complete. You scored ${result.score} out of ${result.total}.`;
  return rank ? `${score} You came ${rank}.` : score;
}

export function playersText(players: number): string {
  return countLabel(players, 'player');
}
