import { answer, fold } from './answers.js';
import { isWellFormed, type Command } from './commands.js';
import { refuse, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { end, kick, next, pause, resume } from './host-controls.js';
import { extend, hostAway, hostBack, skip } from './hosted-controls.js';
import { join, leave, reconnect, start, startSolo } from './lobby.js';
import { adjustScores } from './overrides.js';
import type { GameState } from './state.js';
import { answersStored } from './stored.js';
import { setTeam } from './teams.js';
import { tick } from './timers.js';

/** Commands only the host may give: `by` must be `state.hostId`. (`setTeam` checks its own: a player may too.) */
const HOST_COMMANDS = new Set<Command['type']>([
  'start',
  'next',
  'pause',
  'resume',
  'kick',
  'end',
  'extend',
  'skip',
  'adjustScores',
]);

function dispatch(state: GameState, command: Command, now: number): Outcome {
  switch (command.type) {
    case 'join':
      return join(state, command, now);
    case 'leave':
      return leave(state, command, now);
    case 'reconnect':
      return reconnect(state, command);
    case 'start':
      return start(state, now);
    case 'startSolo':
      return startSolo(state, command, now);
    case 'answer':
      return answer(state, command, now);
    case 'fold':
      return fold(state, command, now);
    case 'tick':
      return tick(state, now);
    case 'next':
      return next(state, now);
    case 'pause':
      return pause(state, now);
    case 'resume':
      return resume(state, now);
    case 'kick':
      return kick(state, command, now);
    case 'end':
      return end(state, now, 'host');
    case 'setTeam':
      return setTeam(state, command);
    case 'extend':
      return extend(state, command, now);
    case 'skip':
      return skip(state, now);
    case 'hostAway':
      return hostAway(state, now);
    case 'hostBack':
      return hostBack(state);
    case 'adjustScores':
      return adjustScores(state, command);
    case 'abort':
      return end(state, now, command.reason);
    case 'answersStored':
      return answersStored(state, command);
  }
}

/**
 * Applies one command at server time `now`, IN PLACE: `state` itself is changed and returned as `outcome.state`
 * (the same object), with the effects to carry out. Copy the state first (`structuredClone`) to keep the one
 * before. A refused command changes nothing: it returns the untouched state, no effects and an error. An
 * accepted command may change the state without any effect (`answersStored`, a player leaving who had dropped).
 *
 * Join, leave, reconnect, answer and a tick with nothing due cost the same whatever the room's size; only phase
 * changes (reveal, leaderboard, podium, end, skip) and re-marking visit every player. Host commands are accepted
 * from `state.hostId` only; the backend lets an admin act by passing `by: state.hostId`.
 */
export function apply(state: GameState, command: Command, now: number): Outcome {
  if (!isWellFormed(command) || !Number.isFinite(now)) {
    return refuse(state, ERROR_CODES.invalidInput, 'Malformed command.');
  }
  if (HOST_COMMANDS.has(command.type) && (command as { by: string }).by !== state.hostId) {
    return refuse(state, ERROR_CODES.notHost, 'Only the host can do that.');
  }
  return dispatch(state, command, now);
}
