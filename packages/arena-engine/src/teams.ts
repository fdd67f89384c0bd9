import type { Command } from './commands.js';
import { broadcast, outcomeOf, refuse, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { findPlayer, isKicked, scoresChanged } from './room-index.js';
import { isFinished, type GameState } from './state.js';

/**
 * Teams of a `teams` room: a player picks one (as they join, or later) or the host puts them in one. A team
 * scores the mean of its members' scores (see `teamStandings` in views.ts), so moving a player between teams
 * moves their points with them.
 */

/** Why a team id will not do in this room, or null when it will (null, "no team", always does). */
export function teamProblem(state: GameState, teamId: string | null | undefined): string | null {
  if (teamId === null || teamId === undefined) return null;
  if (state.settings.teamMode !== 'teams') return 'This room has no teams.';
  return state.settings.teams.some((t) => t.id === teamId) ? null : 'There is no such team in this room.';
}

/**
 * Puts a player in a team (or in none). The host may do it at any time before the game is over; a player only
 * for themself, and not while a question is open (a team change must not follow who answers what).
 */
export function setTeam(state: GameState, command: Extract<Command, { type: 'setTeam' }>): Outcome {
  const byHost = command.by === state.hostId;
  if (!byHost && command.by !== command.playerId) {
    return refuse(state, ERROR_CODES.notHost, 'Only the host can move another player.');
  }
  if (state.settings.teamMode !== 'teams') return refuse(state, ERROR_CODES.invalidInput, 'This room has no teams.');
  if (isFinished(state)) return refuse(state, ERROR_CODES.wrongPhase, 'The game is over.');
  if (isKicked(state, command.playerId)) return refuse(state, ERROR_CODES.kicked, 'That player was removed.');
  const player = findPlayer(state, command.playerId);
  if (!player) return refuse(state, ERROR_CODES.notInRoom, 'That player is not in this game.');
  if (!byHost && state.phase === 'question') {
    return refuse(state, ERROR_CODES.wrongPhase, 'Pick your team between questions.');
  }
  const problem = teamProblem(state, command.teamId);
  if (problem) return refuse(state, ERROR_CODES.invalidInput, problem);
  const outcome = outcomeOf(state);
  if (player.teamId === command.teamId) return outcome;
  player.teamId = command.teamId;
  scoresChanged(state);
  broadcast(outcome, 'arena:team-changed', { playerId: player.id, teamId: command.teamId });
  return outcome;
}
