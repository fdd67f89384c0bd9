import type { DailyResult } from '@trivia/contracts';
import { ordinal } from '../../lib/format';

/*
 * Two different figures sit side by side on the daily quiz screens, so each says what it counts: the live count
 * is the players who *started* today's quiz, while ranks and leaderboards count only those who *finished* it.
 */

/**
 * "12th of 340 who finished today" for today's ranked quiz, "12th of 340 who finished that day" for an earlier
 * ranked day, and null for practice, which is never ranked.
 */
export function rankText(result: Pick<DailyResult, 'rank' | 'players'>, isToday: boolean): string | null {
  const parts = rankParts(result, isToday);
  return parts ? `${parts.position} ${parts.context}` : null;
}

/** The rank in two parts, "12th" and "of 340 who finished today", for a layout that shows the position large. */
export function rankParts(
  result: Pick<DailyResult, 'rank' | 'players'>,
  isToday: boolean,
): { position: string; context: string } | null {
  if (result.rank === null) return null;
  return {
    position: ordinal(result.rank),
    context: `of ${result.players.toLocaleString('en-GB')} who finished ${isToday ? 'today' : 'that day'}`,
  };
}

/** What a screen reader hears when the results appear. */
export function resultAnnouncement(result: DailyResult, isToday: boolean): string {
  const rank = rankText(result, isToday);
  const score = `Quiz complete. You scored ${result.score} out of ${result.total}.`;
  return rank ? `${score} You came ${rank}.` : score;
}

/** A leaderboard's size: "340 finished" (players who started but did not finish are not on it). */
export function finishedText(finishers: number): string {
  return `${finishers.toLocaleString('en-GB')} finished`;
}

/** The caption over a leaderboard's rows: "Top 10 of 340 who finished", or "All 6 players who finished". */
export function leaderboardCaption(shown: number, finishers: number): string {
  if (shown >= finishers)
    return finishers === 1 ? 'The only player who finished' : `All ${finishers} players who finished`;
  return `Top ${shown.toLocaleString('en-GB')} of ${finishers.toLocaleString('en-GB')} who finished`;
}
