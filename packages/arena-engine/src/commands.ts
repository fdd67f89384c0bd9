import { ARENA_EXTEND_SECONDS, ARENA_ORDER_ITEMS } from '@trivia/contracts';
import { isAdminMessage } from './admin-controls.js';
import type { StoredAnswer } from './gate.js';
import type { Choice } from './state.js';

export type LeaveReason = 'leave' | 'disconnect';

/** One player's re-marked answer (see `adjustScores`): their score moves by `delta`; `points` is the answer's now. */
export type ScoreChange = { playerId: string; delta: number; correct: boolean; points: number };

export type Command =
  /** `teamId`: the team a player picks as they join a `teams` room (they can pick later with `setTeam`). */
  | { type: 'join'; playerId: string; nickname: string; isGuest: boolean; teamId?: string | null }
  | { type: 'leave'; playerId: string; reason?: LeaveReason }
  | { type: 'reconnect'; playerId: string }
  | { type: 'start'; by: string }
  /** The only connected player of a public room starts it alone, as its auto start would. */
  | { type: 'startSolo'; playerId: string }
  | { type: 'answer'; playerId: string; questionIndex: number; choice: Choice }
  /** Answers a store already took and acknowledged, for the open question (see `fold` in answers.ts). */
  | { type: 'fold'; questionIndex: number; answers: StoredAnswer[] }
  | { type: 'tick' }
  | { type: 'next'; by: string }
  | { type: 'pause'; by: string }
  | { type: 'resume'; by: string }
  | { type: 'kick'; by: string; playerId: string }
  | { type: 'end'; by: string }
  /** A player's team in a `teams` room: set by the host, or by the player themself (`by` = `playerId`). */
  | { type: 'setTeam'; by: string; playerId: string; teamId: string | null }
  /** The host gives the open question `seconds` more (ARENA_EXTEND_SECONDS). */
  | { type: 'extend'; by: string; seconds: number }
  /** The host voids the open or just-revealed question: nobody scores it, and the room moves on. */
  | { type: 'skip'; by: string }
  /** A host-led room's host has no socket left (`hostAway`) or has one again (`hostBack`): the backend tells. */
  | { type: 'hostAway' }
  | { type: 'hostBack' }
  /**
   * The host of a host-led room re-marked a typed answer of a revealed question: the backend found the stored
   * answers it applies to and computed each change; the engine applies them to the players (and to the answers
   * it still holds), and tells the room.
   */
  | {
      type: 'adjustScores';
      by: string;
      /** The re-marking's id (its audit row): applied once, however often it is delivered. */
      overrideId?: string;
      questionIndex: number;
      answer: string;
      accepted: boolean;
      changes: ScoreChange[];
    }
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
const isTeamRef = (value: unknown): boolean => value === null || isId(value);

type Fields = Record<string, unknown>;

const isOrder = (choice: unknown): boolean =>
  Array.isArray(choice) && choice.length <= ARENA_ORDER_ITEMS.max && choice.every((i) => Number.isInteger(i));

const isEstimate = (choice: unknown): boolean => {
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice)) return false;
  const fields = choice as Fields;
  return Object.keys(fields).length === 1 && Number.isFinite(fields.estimate);
};

/** A choice of one of the known shapes; whether it fits the question is the gate's business (`checkAnswer`). */
export const isChoice = (choice: unknown): boolean =>
  Number.isInteger(choice) ||
  (typeof choice === 'string' && choice.length <= MAX_TEXT_ANSWER) ||
  isOrder(choice) ||
  isEstimate(choice);

function isStoredAnswer(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Fields;
  return isId(a.playerId) && isChoice(a.choice) && Number.isFinite(a.receivedAt) && Number.isFinite(a.elapsedMs);
}

function isScoreChange(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Fields;
  return (
    isId(c.playerId) &&
    Number.isInteger(c.delta) &&
    typeof c.correct === 'boolean' &&
    Number.isInteger(c.points) &&
    (c.points as number) >= 0
  );
}

const isExtension = (seconds: unknown): boolean =>
  Number.isInteger(seconds) &&
  (seconds as number) >= ARENA_EXTEND_SECONDS.min &&
  (seconds as number) <= ARENA_EXTEND_SECONDS.max;

const CHECKS: Record<CommandType, (c: Fields) => boolean> = {
  join: (c) =>
    isId(c.playerId) &&
    typeof c.nickname === 'string' &&
    typeof c.isGuest === 'boolean' &&
    (c.teamId === undefined || isTeamRef(c.teamId)),
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
  setTeam: (c) => isId(c.by) && isId(c.playerId) && isTeamRef(c.teamId),
  extend: (c) => isId(c.by) && isExtension(c.seconds),
  skip: (c) => isId(c.by),
  hostAway: () => true,
  hostBack: () => true,
  adjustScores: (c) =>
    isId(c.by) &&
    (c.overrideId === undefined || isId(c.overrideId)) &&
    Number.isInteger(c.questionIndex) &&
    typeof c.answer === 'string' &&
    c.answer.length <= MAX_TEXT_ANSWER &&
    typeof c.accepted === 'boolean' &&
    Array.isArray(c.changes) &&
    c.changes.every(isScoreChange),
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
