import type { ArenaEventPayload } from '@trivia/contracts';
import type { Command } from './commands.js';
import { broadcast, cancelTick, outcomeOf, refuse, scheduleTick, send, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { advance, revealIfAllAnswered } from './phases.js';
import { findPlayer, kickPlayer } from './room-index.js';
import { isFinished, type GameState } from './state.js';
import { gameResults, TOP_STANDINGS } from './views.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;
type ArenaEndedReason = ArenaEventPayload<'arena:ended'>['reason'];
type PausedReason = ArenaEventPayload<'arena:paused'>['reason'];

const RUNNING = ['countdown', 'question', 'reveal', 'leaderboard'] as const;
export const isRunning = (state: GameState): boolean => (RUNNING as readonly string[]).includes(state.phase);

/** The host skips ahead: the countdown ends, the question is revealed, or the next screen comes now. */
export function next(state: GameState, now: number): Outcome {
  if (!isRunning(state) || state.paused) return refuse(state, ERROR_CODES.wrongPhase, 'Nothing to skip to now.');
  const outcome = outcomeOf(state);
  cancelTick(outcome);
  advance(outcome, now);
  return outcome;
}

/**
 * Freezes the running game's pending timer: the time left is kept and a fresh deadline is set on resume. A
 * host-paced room waiting for the host's "next" has no timer: `pausedRemainingMs` stays null and resuming
 * starts none.
 */
export function pauseGame(outcome: Outcome, now: number, reason: PausedReason): void {
  const { state } = outcome;
  const remainingMs = state.nextTickAt === null ? null : Math.max(state.nextTickAt - now, 0);
  state.paused = true;
  state.pausedRemainingMs = remainingMs;
  cancelTick(outcome);
  broadcast(outcome, 'arena:paused', { phase: state.phase, remainingMs: remainingMs ?? 0, reason });
}

export function pause(state: GameState, now: number): Outcome {
  if (!isRunning(state) || state.paused) return refuse(state, ERROR_CODES.wrongPhase, 'The game cannot be paused now.');
  const outcome = outcomeOf(state);
  pauseGame(outcome, now, 'host');
  return outcome;
}

export function resume(state: GameState, now: number): Outcome {
  if (!state.paused || isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is not paused.');
  const waiting = state.pausedRemainingMs === null;
  const remainingMs = state.pausedRemainingMs ?? 0;
  const at = waiting ? null : now + remainingMs;
  const deadline = state.phase === 'question' ? at : state.deadline;
  state.paused = false;
  state.pausedRemainingMs = null;
  state.deadline = deadline;
  const outcome = outcomeOf(state);
  broadcast(outcome, 'arena:resumed', { phase: state.phase, remainingMs, nextAt: at, deadline });
  if (at !== null) scheduleTick(outcome, at);
  return outcome;
}

/** Removes a player for good: they are told, the host sees them leave, and they cannot join again. */
export function kick(state: GameState, command: Of<'kick'>, now: number): Outcome {
  if (command.playerId === state.hostId) return refuse(state, ERROR_CODES.invalidInput, 'The host cannot be kicked.');
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, 'That player is not here.');
  if (isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is over.');
  kickPlayer(state, player);
  const outcome = outcomeOf(state);
  send(outcome, player.id, 'arena:kicked', { reason: 'host', message: null });
  send(outcome, state.hostId, 'arena:player-left', {
    playerId: player.id,
    reason: 'kicked',
    playerCount: state.players.length,
  });
  revealIfAllAnswered(outcome, now);
  return outcome;
}

/**
 * The game stops early, ended by the host, an admin (with a `message` for the players) or because the server
 * lost the room: standings so far are final and answers to an unrevealed question never count.
 */
export function end(state: GameState, now: number, reason: ArenaEndedReason, message: string | null = null): Outcome {
  if (isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is already over.');
  const results = gameResults(state, false, now);
  state.phase = 'ended';
  state.paused = false;
  state.pausedRemainingMs = null;
  state.deadline = null;
  state.endedAt = now;
  const outcome = outcomeOf(state);
  cancelTick(outcome);
  broadcast(outcome, 'arena:ended', {
    reason,
    message,
    top: results.standings.slice(0, TOP_STANDINGS),
    teams: results.teams,
  });
  outcome.effects.push({ type: 'gameOver', results });
  return outcome;
}
