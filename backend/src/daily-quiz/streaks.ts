import { shiftDate } from '@trivia/contracts';

/**
 * Streaks over the UK dates a player finished a ranked quiz. The current streak still counts on a day not
 * yet played: it runs up to today or yesterday.
 */
export function streaks(datesPlayed: readonly string[], today: string): { current: number; best: number } {
  const days = [...new Set(datesPlayed)].sort();
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && shiftDate(days[i]!, 1) === days[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const played = new Set(days);
  let cursor = played.has(today) ? today : shiftDate(today, 1);
  let current = 0;
  while (played.has(cursor)) {
    current += 1;
    cursor = shiftDate(cursor, 1);
  }
  return { current, best };
}
