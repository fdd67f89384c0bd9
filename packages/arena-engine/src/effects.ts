import type {
  ArenaBroadcastName,
  ArenaEventPayload,
  ArenaFinalStanding,
  ArenaPersonalName,
  ArenaTeamStanding,
} from '@trivia/contracts';
import type { EngineError } from './errors.js';
import type { AnswerRecord, GameState, QuestionType, Settings } from './state.js';

/**
 * What the backend stores when a game is over. Answers are not here: each reveal hands its question's answers
 * over in a `storeAnswers` effect.
 */
export type GameResults = {
  completed: boolean;
  endedAt: number;
  hostId: string;
  settings: Settings;
  questions: { id: string; type: QuestionType }[];
  /** Each standing carries the player's team (`teamId`). */
  standings: ArenaFinalStanding[];
  /** Team standings of a `teams` room, empty otherwise. */
  teams: ArenaTeamStanding[];
  kicked: string[];
  /** The questions the host skipped: void, nobody scored them (their answers, if stored already, do not count). */
  skipped: number[];
};

/** A broadcast's payload as the engine writes it: `broadcast()` numbers it. */
type Unnumbered<E extends ArenaBroadcastName> = Omit<ArenaEventPayload<E>, 'seq'>;

/** Event names and payloads come from the contracts' ARENA_EVENTS, so what the engine emits is what clients parse. */
type BroadcastEffect = {
  [E in ArenaBroadcastName]: { type: 'broadcast'; event: E; payload: ArenaEventPayload<E> };
}[ArenaBroadcastName];
type SendEffect = {
  [E in ArenaPersonalName]: { type: 'send'; playerId: string; event: E; payload: ArenaEventPayload<E> };
}[ArenaPersonalName];

/**
 * What the caller must carry out. `schedule` replaces any pending timer of the room: there is at most one,
 * mirrored by `state.nextTickAt`. Broadcast payloads carry `seq`, one more than the previous broadcast.
 * `storeAnswers` hands over a revealed question's scored answers (they are also kept in `state.unstored`): once
 * they are in the database, the backend applies `{ type: 'answersStored', questionIndex }`.
 */
export type Effect =
  | BroadcastEffect
  | SendEffect
  | { type: 'schedule'; at: number; command: { type: 'tick' } }
  | { type: 'cancelSchedule' }
  | { type: 'storeAnswers'; questionIndex: number; questionId: string; answers: AnswerRecord[] }
  | { type: 'gameOver'; results: GameResults };

/**
 * The result of a command. `state` is the very object `apply` was given, changed in place; `effects` is one
 * array the command's steps push onto (never copied).
 */
export type Outcome = { state: GameState; effects: Effect[]; error?: EngineError };

/** An outcome to build on: the steps below push effects onto it and change its state in place. */
export const outcomeOf = (state: GameState): Outcome => ({ state, effects: [] });

/** A refused command: nothing changed, nothing to do. */
export const refuse = (state: GameState, code: EngineError['code'], message: string): Outcome => ({
  state,
  effects: [],
  error: { code, message },
});

/** Numbers a broadcast with the room's next `seq` (bumped in place) and adds it to the effects. */
export function broadcast<E extends ArenaBroadcastName>(outcome: Outcome, event: E, payload: Unnumbered<E>): void {
  outcome.state.seq += 1;
  // TypeScript cannot see that adding `seq` completes the payload of a generic event; the signature pairs them.
  const numbered = { ...payload, seq: outcome.state.seq } as ArenaEventPayload<E>;
  outcome.effects.push({ type: 'broadcast', event, payload: numbered } as BroadcastEffect);
}

export function send<E extends ArenaPersonalName>(
  outcome: Outcome,
  playerId: string,
  event: E,
  payload: ArenaEventPayload<E>,
): void {
  // As in broadcast(): the signature pairs the event with its payload.
  outcome.effects.push({ type: 'send', playerId, event, payload } as SendEffect);
}

/** Sets the single pending timer, telling the caller to replace whatever it had scheduled. */
export function scheduleTick(outcome: Outcome, at: number): void {
  outcome.state.nextTickAt = at;
  outcome.effects.push({ type: 'schedule', at, command: { type: 'tick' } });
}

/** Drops the pending timer; only emits an effect when one was pending. */
export function cancelTick(outcome: Outcome): void {
  if (outcome.state.nextTickAt === null) return;
  outcome.state.nextTickAt = null;
  outcome.effects.push({ type: 'cancelSchedule' });
}
