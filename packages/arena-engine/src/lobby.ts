import type { Command } from './commands.js';
import { broadcast, cancelTick, scheduleTick, send, type Outcome } from './effects.js';
import { ERROR_CODES, type EngineError } from './errors.js';
import { cleanNickname, isNicknameTaken, nicknameProblem, rememberJoin } from './nicknames.js';
import { connectedCount, enterCountdown, revealIfAllAnswered } from './phases.js';
import { snapshot } from './snapshot.js';
import { AUTO_START_MIN_PLAYERS } from './settings.js';
import { findPlayer, type GameState, type Player } from './state.js';
import { publicPlayer } from './views.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

const refuse = (state: GameState, code: EngineError['code'], message: string): Outcome => ({
  state,
  effects: [],
  error: { code, message },
});

export function join(state: GameState, command: Of<'join'>, now: number): Outcome {
  if (state.kicked.includes(command.playerId)) {
    return refuse(state, ERROR_CODES.kicked, 'You were removed from this game.');
  }
  // Joining again (a second tab, a retried request) is a reconnect, not a second player.
  if (findPlayer(state, command.playerId)) return reconnect(state, { type: 'reconnect', playerId: command.playerId });
  if (state.phase !== 'lobby') return refuse(state, ERROR_CODES.wrongPhase, 'This game has already started.');
  if (state.players.length >= state.settings.maxPlayers)
    return refuse(state, ERROR_CODES.roomFull, 'This room is full.');
  const problem = nicknameProblem(command.nickname);
  if (problem) return refuse(state, ERROR_CODES.invalidInput, problem);
  if (isNicknameTaken(state, command.nickname)) {
    return refuse(state, ERROR_CODES.nicknameTaken, 'Someone in this room already uses that nickname.');
  }
  const player: Player = {
    id: command.playerId,
    nickname: cleanNickname(command.nickname),
    isGuest: command.isGuest,
    connected: true,
    score: 0,
    streak: 0,
    correctCount: 0,
  };
  const players = [...state.players, player];
  rememberJoin(state.players, players, player);
  const joined = { state: { ...state, players }, effects: [] };
  const told = send(joined, state.hostId, 'arena:player-joined', {
    player: publicPlayer(player),
    playerCount: joined.state.players.length,
  });
  return armAutoStart(told, now);
}

/**
 * A public room starts by itself: at once when full, or `autoStartMs` after it has enough players. The start
 * time is the room's one pending timer, so it survives a failover like every other deadline.
 */
function armAutoStart(outcome: Outcome, now: number): Outcome {
  const { state } = outcome;
  const waitMs = state.settings.autoStartMs ?? null;
  if (waitMs === null || state.phase !== 'lobby') return outcome;
  if (state.players.length >= state.settings.maxPlayers) return enterCountdown(cancelTick(outcome), now);
  if (state.nextTickAt !== null || connectedCount(state) < AUTO_START_MIN_PLAYERS) return outcome;
  const at = now + waitMs;
  return scheduleTick(broadcast(outcome, 'arena:auto-start', { startsAt: at }), at);
}

/** Too few players left for the start countdown: it stops until someone else arrives. */
function disarmAutoStart(outcome: Outcome): Outcome {
  const { state } = outcome;
  if ((state.settings.autoStartMs ?? null) === null || state.nextTickAt === null) return outcome;
  if (connectedCount(state) >= AUTO_START_MIN_PLAYERS) return outcome;
  return broadcast(cancelTick(outcome), 'arena:auto-start', { startsAt: null });
}

/**
 * In the lobby leaving frees the seat. Once the game runs, a player who leaves or drops keeps identity and
 * score (marked disconnected) so they can come back, and the others stop waiting for their answer.
 */
export function leave(state: GameState, command: Of<'leave'>, now: number): Outcome {
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, 'You are not in this game.');
  const reason = command.reason ?? 'leave';
  if (state.phase === 'lobby') {
    const players = state.players.filter((p) => p.id !== player.id);
    const left = { state: { ...state, players }, effects: [] };
    return disarmAutoStart(
      send(left, state.hostId, 'arena:player-left', { playerId: player.id, reason, playerCount: players.length }),
    );
  }
  if (!player.connected) return { state, effects: [] };
  const players = state.players.map((p) => (p.id === player.id ? { ...p, connected: false } : p));
  const left = send({ state: { ...state, players }, effects: [] }, state.hostId, 'arena:player-left', {
    playerId: player.id,
    reason,
    playerCount: players.length,
  });
  return revealIfAllAnswered(left, now);
}

/** Brings a known player back and sends them the full view; others hear about it only if they had dropped. */
export function reconnect(state: GameState, command: Of<'reconnect'>): Outcome {
  if (state.kicked.includes(command.playerId)) {
    return refuse(state, ERROR_CODES.kicked, 'You were removed from this game.');
  }
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, 'You are not in this game.');
  let outcome: Outcome = { state, effects: [] };
  if (!player.connected) {
    const players = state.players.map((p) => (p.id === player.id ? { ...p, connected: true } : p));
    outcome = send({ state: { ...state, players }, effects: [] }, state.hostId, 'arena:player-joined', {
      player: publicPlayer({ ...player, connected: true }),
      playerCount: players.length,
      reconnected: true,
    });
  }
  return send(outcome, player.id, 'arena:snapshot', { ...snapshot(outcome.state, player.id) });
}

export function start(state: GameState, now: number): Outcome {
  if (state.phase !== 'lobby') return refuse(state, ERROR_CODES.wrongPhase, 'This game has already started.');
  if (!state.players.some((p) => p.connected)) {
    return refuse(state, ERROR_CODES.invalidInput, 'At least one player must be in the room.');
  }
  return enterCountdown({ state, effects: [] }, now);
}
