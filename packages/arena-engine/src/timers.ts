import { outcomeOf, type Outcome } from './effects.js';
import { advance } from './phases.js';
import type { GameState } from './state.js';

/**
 * The scheduled timer fired. It acts only when a timer is pending and due: an early, stale or repeated tick
 * (a second node, a retried job) changes nothing, which makes ticks safe to deliver more than once.
 */
export function tick(state: GameState, now: number): Outcome {
  const outcome = outcomeOf(state);
  if (state.paused || state.nextTickAt === null || now < state.nextTickAt) return outcome;
  state.nextTickAt = null;
  advance(outcome, now);
  return outcome;
}
