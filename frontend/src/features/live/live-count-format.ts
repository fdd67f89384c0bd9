import type { LiveCount } from './api/daily-stats.api';

/**
 * "412 started today · 12 playing now". The count is of players who started today's quiz, which is more than
 * the leaderboard beside it (only those who finished are ranked), so it says "started" rather than "players".
 */
export function liveCountText(counts: LiveCount): { startedToday: string; playingNow: string } {
  return {
    startedToday: `${counts.playersToday.toLocaleString('en-GB')} started today`,
    playingNow: `${counts.playingNow.toLocaleString('en-GB')} playing now`,
  };
}
