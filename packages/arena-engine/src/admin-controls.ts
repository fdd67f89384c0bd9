import { ADMIN_ACTION_MESSAGE_MAX } from '@trivia/contracts';
import type { Command } from './commands.js';
import type { Outcome } from './effects.js';
import { end, kick } from './host-controls.js';
import type { GameState } from './state.js';

/**
 * What an administrator may do to any room from the live-room monitor. The backend checks the admin's role and
 * audits the action; the engine only carries it out, the way the host's own end and kick do, but says who did it
 * and why: players read the admin's message.
 */

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

/** An admin's message to players: a short line of text (the contracts trim it and cap its length first). */
export const isAdminMessage = (value: unknown): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= ADMIN_ACTION_MESSAGE_MAX;

/**
 * Ends the game for everyone as the host's end would (standings so far are final, an unrevealed question never
 * counts), with reason 'admin' and the message in `arena:ended`.
 */
export function close(state: GameState, command: Of<'close'>, now: number): Outcome {
  const outcome = end(state, now, 'admin');
  for (const effect of outcome.effects)
    if (effect.type === 'broadcast' && effect.event === 'arena:ended') effect.payload.message = command.message;
  return outcome;
}

/**
 * Removes a player for good as the host's kick would (the host sees them leave; they cannot join again), with
 * `arena:kicked` saying an admin did it, and why.
 */
export function remove(state: GameState, command: Of<'remove'>, now: number): Outcome {
  const outcome = kick(state, { type: 'kick', by: state.hostId, playerId: command.playerId }, now);
  for (const effect of outcome.effects)
    if (effect.type === 'send' && effect.event === 'arena:kicked')
      effect.payload = { reason: 'admin', message: command.message };
  return outcome;
}
