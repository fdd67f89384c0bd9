import type { Command } from './commands.js';
import { broadcast, cancelTick, outcomeOf, refuse, scheduleTick, send, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { cleanNickname, nicknameProblem } from './nicknames.js';
import { enterCountdown, revealIfAllAnswered } from './phases.js';
import {
  addPlayer,
  connectedCount,
  findPlayer,
  isKicked,
  isNicknameTaken,
  removePlayer,
  setConnected,
} from './room-index.js';
import { AUTO_START_MIN_PLAYERS } from './settings.js';
import { snapshot } from './snapshot.js';
import { isFinished, isHostLed, type GameState, type Player } from './state.js';
import { teamProblem } from './teams.js';
import { publicPlayer } from './views.js';

/**
 * Arrivals and departures. Each validates the command fully before its first change: a refused one leaves the
 * state as it was. None visits the other players: the room index answers every lookup.
 */

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

const KICKED_MESSAGE = 'You were removed from this game.';
const NOT_IN_ROOM = 'You are not in this game.';

const isPublic = (state: GameState): boolean => (state.settings.autoStartMs ?? null) !== null;

/**
 * Battles take joins in the lobby only; a host-led room takes them until the game is over (a player who joins
 * while a question is open may answer it). The host of a host-led room does not play: their join only gets them
 * the presenter's view.
 */
function joinProblem(state: GameState): string | null {
  if (isHostLed(state)) return isFinished(state) ? 'This game is over.' : null;
  return state.phase === 'lobby' ? null : 'This game has already started.';
}

export function join(state: GameState, command: Of<'join'>, now: number): Outcome {
  if (isKicked(state, command.playerId)) return refuse(state, ERROR_CODES.kicked, KICKED_MESSAGE);
  // Joining again (a second tab, a retried request) is a reconnect, not a second player.
  if (findPlayer(state, command.playerId)) return reconnect(state, { type: 'reconnect', playerId: command.playerId });
  if (isHostLed(state) && command.playerId === state.hostId) {
    const outcome = outcomeOf(state);
    send(outcome, state.hostId, 'arena:snapshot', snapshot(state, state.hostId));
    return outcome;
  }
  const phaseProblem = joinProblem(state);
  if (phaseProblem) return refuse(state, ERROR_CODES.wrongPhase, phaseProblem);
  if (state.players.length >= state.settings.maxPlayers)
    return refuse(state, ERROR_CODES.roomFull, 'This room is full.');
  const problem = nicknameProblem(command.nickname) ?? teamProblem(state, command.teamId);
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
    teamId: command.teamId ?? null,
  };
  addPlayer(state, player);
  const outcome = outcomeOf(state);
  // To the host only: players hear of arrivals through the backend's coalesced `arena:roster`.
  send(outcome, state.hostId, 'arena:player-joined', {
    player: publicPlayer(player),
    playerCount: state.players.length,
  });
  armAutoStart(outcome, now);
  return outcome;
}

/**
 * A public room starts by itself: at once when full, or `autoStartMs` after it has enough players. The start
 * time is the room's one pending timer, so it survives a failover like every other deadline.
 */
function armAutoStart(outcome: Outcome, now: number): void {
  const { state } = outcome;
  const waitMs = state.settings.autoStartMs ?? null;
  if (waitMs === null || state.phase !== 'lobby') return;
  if (state.players.length >= state.settings.maxPlayers) {
    cancelTick(outcome);
    enterCountdown(outcome, now);
    return;
  }
  if (state.nextTickAt !== null || connectedCount(state) < AUTO_START_MIN_PLAYERS) return;
  const at = now + waitMs;
  broadcast(outcome, 'arena:auto-start', { startsAt: at });
  scheduleTick(outcome, at);
}

/** Too few players left for the start countdown: it stops until someone else arrives. */
function disarmAutoStart(outcome: Outcome): void {
  const { state } = outcome;
  if (!isPublic(state) || state.nextTickAt === null) return;
  if (connectedCount(state) >= AUTO_START_MIN_PLAYERS) return;
  cancelTick(outcome);
  broadcast(outcome, 'arena:auto-start', { startsAt: null });
}

/**
 * In the lobby leaving frees the seat. Once the game runs, a player who leaves or drops keeps identity and
 * score (marked disconnected) so they can come back, and the others stop waiting for their answer.
 */
export function leave(state: GameState, command: Of<'leave'>, now: number): Outcome {
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, NOT_IN_ROOM);
  const reason = command.reason ?? 'leave';
  const outcome = outcomeOf(state);
  if (state.phase === 'lobby') {
    removePlayer(state, player);
    send(outcome, state.hostId, 'arena:player-left', {
      playerId: player.id,
      reason,
      playerCount: state.players.length,
    });
    disarmAutoStart(outcome);
    return outcome;
  }
  if (!player.connected) return outcome;
  setConnected(state, player, false);
  send(outcome, state.hostId, 'arena:player-left', { playerId: player.id, reason, playerCount: state.players.length });
  revealIfAllAnswered(outcome, now);
  return outcome;
}

/** Brings a known player back and sends them the full view; the host hears about it only if they had dropped. */
export function reconnect(state: GameState, command: Of<'reconnect'>): Outcome {
  if (isKicked(state, command.playerId)) return refuse(state, ERROR_CODES.kicked, KICKED_MESSAGE);
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, NOT_IN_ROOM);
  const outcome = outcomeOf(state);
  if (!player.connected) {
    setConnected(state, player, true);
    state.reconnects += 1;
    send(outcome, state.hostId, 'arena:player-joined', {
      player: publicPlayer(player),
      playerCount: state.players.length,
      reconnected: true,
    });
  }
  send(outcome, player.id, 'arena:snapshot', snapshot(state, player.id));
  return outcome;
}

export function start(state: GameState, now: number): Outcome {
  if (state.phase !== 'lobby') return refuse(state, ERROR_CODES.wrongPhase, 'This game has already started.');
  if (connectedCount(state) === 0) {
    return refuse(state, ERROR_CODES.invalidInput, 'At least one player must be in the room.');
  }
  const outcome = outcomeOf(state);
  enterCountdown(outcome, now);
  return outcome;
}

/**
 * The only player waiting in a public room starts it alone, without waiting for a second player: the countdown
 * begins exactly as the room's auto start would begin it.
 */
export function startSolo(state: GameState, command: Of<'startSolo'>, now: number): Outcome {
  if (!isPublic(state)) return refuse(state, ERROR_CODES.notHost, 'The host starts this game.');
  if (state.phase !== 'lobby') return refuse(state, ERROR_CODES.wrongPhase, 'The game has already started.');
  if (isKicked(state, command.playerId)) return refuse(state, ERROR_CODES.kicked, KICKED_MESSAGE);
  const player = findPlayer(state, command.playerId);
  if (!player?.connected) return refuse(state, ERROR_CODES.notInRoom, NOT_IN_ROOM);
  if (connectedCount(state) > 1) {
    return refuse(state, ERROR_CODES.invalidInput, 'Others are waiting with you: the game starts by itself.');
  }
  const outcome = outcomeOf(state);
  cancelTick(outcome);
  enterCountdown(outcome, now);
  return outcome;
}
