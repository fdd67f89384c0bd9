import { answer } from './answers.js';
import { isWellFormed, type Command } from './commands.js';
import type { Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { end, kick, next, pause, resume } from './host-controls.js';
import { join, leave, reconnect, start } from './lobby.js';
import type { GameState } from './state.js';
import { tick } from './timers.js';

const HOST_COMMANDS = new Set<Command['type']>(['start', 'next', 'pause', 'resume', 'kick', 'end']);

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
    case 'answer':
      return answer(state, command, now);
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
    case 'abort':
      return end(state, now, command.reason);
  }
}

/**
 * Applies one command at server time `now` and returns the next state with the effects to carry out. A refused
 * command returns the same state, no effects and an error. Host commands are accepted from `state.hostId` only;
 * the backend lets an admin act by passing `by: state.hostId`.
 */
export function apply(state: GameState, command: Command, now: number): Outcome {
  if (!isWellFormed(command) || !Number.isFinite(now)) {
    return { state, effects: [], error: { code: ERROR_CODES.invalidInput, message: 'Malformed command.' } };
  }
  if (HOST_COMMANDS.has(command.type) && (command as { by: string }).by !== state.hostId) {
    return { state, effects: [], error: { code: ERROR_CODES.notHost, message: 'Only the host can do that.' } };
  }
  return dispatch(state, command, now);
}
