import { formatNumber } from '@trivia/contracts';
import type { LiveCount } from './api/daily-stats.api';

/** Said instead of a row of zeros before anyone has started the day's quiz. */
export const FIRST_TODAY = 'Be the first to play today';

/**
 * "412 started today · 12 playing now". The count is of players who started today's quiz, which is more than
 * the leaderboard beside it (only those who finished are ranked), so it says "started" rather than "players".
 * Before anyone has started, an invitation instead (and no "playing now").
 */
export function liveCountText(counts: LiveCount): { startedToday: string; playingNow: string | null } {
  if (counts.playersToday === 0) return { startedToday: FIRST_TODAY, playingNow: null };
  return {
    startedToday: `${formatNumber(counts.playersToday)} started today`,
    playingNow: `${formatNumber(counts.playingNow)} playing now`,
  };
}
