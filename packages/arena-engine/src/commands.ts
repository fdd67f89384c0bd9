import { isAdminMessage } from './admin-controls.js';
import type { StoredAnswer } from './gate.js';

export type LeaveReason = 'leave' | 'disconnect';

export type Command =
  | { type: 'join'; playerId: string; nickname: string; isGuest: boolean }
  | { type: 'leave'; playerId: string; reason?: LeaveReason }
  | { type: 'reconnect'; playerId: string }
  | { type: 'start'; by: string }
  /** The only connected player of a public room starts it alone, as its auto start would. */
  | { type: 'startSolo'; playerId: string }
  | { type: 'answer'; playerId: string; questionIndex: number; choice: number | string }
  /** Answers a store already took and acknowledged, for the open question (see `fold` in answers.ts). */
  | { type: 'fold'; questionIndex: number; answers: StoredAnswer[] }
  | { type: 'tick' }
  | { type: 'next'; by: string }
  | { type: 'pause'; by: string }
  | { type: 'resume'; by: string }
  | { type: 'kick'; by: string; playerId: string }
  | { type: 'end'; by: string }
  /** The server can no longer run the room (its stored state is gone): not a player's or host's command. */
  | { type: 'abort'; reason: 'state_lost' }
  /** The backend stored the answers of every question up to `questionIndex` (see the `storeAnswers` effect). */
  | { type: 'answersStored'; questionIndex: number }
  /** An admin closes the room (the backend checked their role): the game ends with reason 'admin'. */
  | { type: 'close'; message: string }
  /** An admin removes a player for good: `arena:kicked` with reason 'admin'. */
  | { type: 'remove'; playerId: string; message: string };

export type CommandType = Command['type'];

/** Longest typed answer the engine will mark; anything longer is input abuse, not an answer. */
export const MAX_TEXT_ANSWER = 200;

const ID_MAX = 128;
const isId = (value: unknown): boolean => typeof value === 'string' && value.length > 0 && value.length <= ID_MAX;

type Fields = Record<string, unknown>;

const isChoice = (choice: unknown): boolean =>
  Number.isInteger(choice) || (typeof choice === 'string' && choice.length <= MAX_TEXT_ANSWER);

function isStoredAnswer(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Fields;
  return isId(a.playerId) && isChoice(a.choice) && Number.isFinite(a.receivedAt) && Number.isFinite(a.elapsedMs);
}

const CHECKS: Record<CommandType, (c: Fields) => boolean> = {
  join: (c) => isId(c.playerId) && typeof c.nickname === 'string' && typeof c.isGuest === 'boolean',
  leave: (c) => isId(c.playerId) && (c.reason === undefined || c.reason === 'leave' || c.reason === 'disconnect'),
  reconnect: (c) => isId(c.playerId),
  start: (c) => isId(c.by),
  startSolo: (c) => isId(c.playerId),
  answer: (c) => isId(c.playerId) && Number.isInteger(c.questionIndex) && isChoice(c.choice),
  fold: (c) => Number.isInteger(c.questionIndex) && Array.isArray(c.answers) && c.answers.every(isStoredAnswer),
  tick: () => true,
  next: (c) => isId(c.by),
  pause: (c) => isId(c.by),
  resume: (c) => isId(c.by),
  kick: (c) => isId(c.by) && isId(c.playerId),
  end: (c) => isId(c.by),
  abort: (c) => c.reason === 'state_lost',
  answersStored: (c) => Number.isInteger(c.questionIndex),
  close: (c) => isAdminMessage(c.message),
  remove: (c) => isId(c.playerId) && isAdminMessage(c.message),
};

/**
 * The gateway validates payloads against the contracts first; the engine checks again because a refused
 * command must never become a thrown exception or a corrupt state.
 */
export function isWellFormed(command: unknown): command is Command {
  if (typeof command !== 'object' || command === null) return false;
  const fields = command as Fields;
  const check = Object.hasOwn(CHECKS, fields.type as string) ? CHECKS[fields.type as CommandType] : undefined;
  return check !== undefined && check(fields);
}
