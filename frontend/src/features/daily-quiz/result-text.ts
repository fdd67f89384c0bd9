import { formatNumber } from '@trivia/contracts';
import type { DailyResult, UnrankedReason } from '@trivia/contracts';
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
    context: `of ${formatNumber(result.players)} who finished ${isToday ? 'today' : 'that day'}`,
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
  return `${formatNumber(finishers)} finished`;
}

/**
 * The caption over a leaderboard's rows. The list names verified accounts only, while ranks count everyone who
 * finished, so it says both: "Top 10 verified players · 340 finished".
 */
export function leaderboardCaption(shown: number, finishers: number): string {
  const finished = finishedText(finishers);
  if (shown === 0)
    return finishers === 0 ? 'Nobody has finished this quiz yet.' : `No verified players listed yet · ${finished}`;
  const listed = shown === 1 ? 'The only verified player listed' : `Top ${formatNumber(shown)} verified players`;
  return `${listed} · ${finished}`;
}

/** Where the asking player came on a leaderboard they may not be listed on: "You came 7th of 120 who finished today". */
export function yourPlaceText(
  you: { rank: number | null; score: number } | null,
  finishers: number,
  isToday: boolean,
): string | null {
  if (!you) return null;
  if (you.rank === null) return `Your score of ${you.score} is not ranked: the answers came in too fast.`;
  return `You came ${rankText({ rank: you.rank, players: finishers }, isToday)}.`;
}

/** Why an attempt is not ranked, in the player's words. */
export const UNRANKED_TEXT: Record<UnrankedReason, string> = {
  practice: 'Practice attempts are not ranked.',
  'guest-limit':
    'Many guests have played from your network today, so this attempt is not ranked. Log in or sign up to be ranked.',
  'too-fast':
    'Your answers came in faster than anyone can read the questions, so this attempt is not ranked. If that was you, well done — play tomorrow at a reading pace.',
};
