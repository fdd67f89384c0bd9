import { BASE_POINTS, STREAK_CAP, STREAK_STEP } from './state.js';

/**
 * Points for a correct answer by speed: all of `base` at 0 ms, half of it at the deadline, linear in between.
 * Elapsed time outside [0, duration] is clamped, so clock skew can neither add nor remove points.
 */
export function speedPoints(elapsedMs: number, durationMs: number, base: number = BASE_POINTS): number {
  const elapsed = Math.min(Math.max(elapsedMs, 0), durationMs);
  const points = Math.round(base * (1 - (0.5 * elapsed) / durationMs));
  return Math.min(Math.max(points, Math.ceil(base / 2)), base);
}

/** Bonus for a correct answer after `previousStreak` correct answers in a row: +100 each, at most +500. */
export function streakBonus(previousStreak: number): number {
  return Math.min(Math.max(previousStreak, 0) * STREAK_STEP, STREAK_CAP);
}

export type AnswerScore = { correct: boolean; speedPoints: number; streakBonus: number; points: number };

/** The full score of one answer (or of no answer, when `correct` is false). */
export function scoreAnswer(
  correct: boolean,
  elapsedMs: number,
  durationMs: number,
  previousStreak: number,
): AnswerScore {
  if (!correct) return { correct, speedPoints: 0, streakBonus: 0, points: 0 };
  const speed = speedPoints(elapsedMs, durationMs);
  const bonus = streakBonus(previousStreak);
  return { correct, speedPoints: speed, streakBonus: bonus, points: speed + bonus };
}
