/**
 * Timer math for display only: the server owns time and decides everything; the client compares the
 * server's deadlines with its own clock to draw a bar and a count.
 */
export function remainingMs(deadline: number | null, now: number, pausedRemainingMs: number | null = null): number {
  if (pausedRemainingMs !== null) return Math.max(0, pausedRemainingMs);
  if (deadline === null) return 0;
  return Math.max(0, deadline - now);
}

/** Share of the time left, 0-100, for a progress bar. */
export function remainingPercent(remaining: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / durationMs) * 100));
}

/** Whole seconds shown to the player: 2.1 s left reads "3", and 0 only once time is really up. */
export function secondsLeft(remaining: number): number {
  return Math.max(0, Math.ceil(remaining / 1000));
}
