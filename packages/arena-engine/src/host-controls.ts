import type { ArenaEventPayload } from '@trivia/contracts';
import type { Command } from './commands.js';
import { broadcast, cancelTick, scheduleTick, send, withEffects, type Outcome } from './effects.js';
import { ERROR_CODES, type EngineError } from './errors.js';
import { advance, revealIfAllAnswered } from './phases.js';
import { findPlayer, isFinished, type GameState } from './state.js';
import { gameResults, TOP_STANDINGS } from './views.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;
type ArenaEndedReason = ArenaEventPayload<'arena:ended'>['reason'];

const refuse = (state: GameState, code: EngineError['code'], message: string): Outcome => ({
  state,
  effects: [],
  error: { code, message },
});

const RUNNING = ['countdown', 'question', 'reveal', 'leaderboard'] as const;
const isRunning = (state: GameState): boolean => (RUNNING as readonly string[]).includes(state.phase);

/** The host skips ahead: the countdown ends, the question is revealed, or the next screen comes now. */
export function next(state: GameState, now: number): Outcome {
  if (!isRunning(state) || state.paused) return refuse(state, ERROR_CODES.wrongPhase, 'Nothing to skip to now.');
  return advance(cancelTick({ state, effects: [] }), now);
}

/** Freezes the pending timer: the time left is kept and a fresh deadline is set on resume. */
export function pause(state: GameState, now: number): Outcome {
  if (!isRunning(state) || state.paused) return refuse(state, ERROR_CODES.wrongPhase, 'The game cannot be paused now.');
  const remainingMs = Math.max((state.nextTickAt ?? now) - now, 0);
  const paused = cancelTick({ state: { ...state, paused: true, pausedRemainingMs: remainingMs }, effects: [] });
  return broadcast(paused, 'arena:paused', { phase: state.phase, remainingMs });
}

export function resume(state: GameState, now: number): Outcome {
  if (!state.paused || isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is not paused.');
  const remainingMs = state.pausedRemainingMs ?? 0;
  const at = now + remainingMs;
  const deadline = state.phase === 'question' ? at : state.deadline;
  const resumed = { state: { ...state, paused: false, pausedRemainingMs: null, deadline }, effects: [] };
  const told = broadcast(resumed, 'arena:resumed', { phase: state.phase, remainingMs, nextAt: at, deadline });
  return scheduleTick(told, at);
}

/** Removes a player for good: they are told, everyone else sees them leave, and they cannot join again. */
export function kick(state: GameState, command: Of<'kick'>, now: number): Outcome {
  if (command.playerId === state.hostId) return refuse(state, ERROR_CODES.invalidInput, 'The host cannot be kicked.');
  if (!findPlayer(state, command.playerId)) return refuse(state, ERROR_CODES.notInRoom, 'That player is not here.');
  if (isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is over.');
  const players = state.players.filter((p) => p.id !== command.playerId);
  const kicked = [...state.kicked, command.playerId];
  const told = send({ state: { ...state, players, kicked }, effects: [] }, command.playerId, 'arena:kicked', {
    reason: 'host',
  });
  const left = send(told, state.hostId, 'arena:player-left', {
    playerId: command.playerId,
    reason: 'kicked',
    playerCount: players.length,
  });
  return revealIfAllAnswered(left, now);
}

/**
 * The game stops early, ended by the host or because the server lost the room: standings so far are final and
 * answers to an unrevealed question never count.
 */
export function end(state: GameState, now: number, reason: ArenaEndedReason): Outcome {
  if (isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is already over.');
  const results = gameResults(state, false, now);
  const ended: GameState = {
    ...state,
    phase: 'ended',
    paused: false,
    pausedRemainingMs: null,
    deadline: null,
    endedAt: now,
  };
  const told = broadcast(cancelTick({ state: ended, effects: [] }), 'arena:ended', {
    reason,
    top: results.standings.slice(0, TOP_STANDINGS),
  });
  return withEffects(told, { type: 'gameOver', results });
}
