import type { ArenaBroadcastName, ArenaEventPayload, ArenaFinalStanding, ArenaPersonalName } from '@trivia/contracts';
import type { EngineError } from './errors.js';
import type { AnswerRecord, GameState, QuestionType, Settings } from './state.js';

export type GameResults = {
  completed: boolean;
  endedAt: number;
  hostId: string;
  settings: Settings;
  questions: { id: string; type: QuestionType }[];
  standings: ArenaFinalStanding[];
  /** Every answer of every revealed question; answers to a question the game ended in never counted. */
  answers: AnswerRecord[];
  kicked: string[];
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
 */
export type Effect =
  | BroadcastEffect
  | SendEffect
  | { type: 'schedule'; at: number; command: { type: 'tick' } }
  | { type: 'cancelSchedule' }
  | { type: 'gameOver'; results: GameResults };

export type Outcome = { state: GameState; effects: Effect[]; error?: EngineError };

export const unchanged = (state: GameState): Outcome => ({ state, effects: [] });

export function broadcast<E extends ArenaBroadcastName>(outcome: Outcome, event: E, payload: Unnumbered<E>): Outcome {
  const seq = outcome.state.seq + 1;
  // TypeScript cannot see that adding `seq` completes the payload of a generic event; the signature pairs them.
  const numbered = { ...payload, seq } as ArenaEventPayload<E>;
  const effect = { type: 'broadcast', event, payload: numbered } as BroadcastEffect;
  return { state: { ...outcome.state, seq }, effects: [...outcome.effects, effect] };
}

export function send<E extends ArenaPersonalName>(
  outcome: Outcome,
  playerId: string,
  event: E,
  payload: ArenaEventPayload<E>,
): Outcome {
  // As in broadcast(): the signature pairs the event with its payload.
  const effect = { type: 'send', playerId, event, payload } as SendEffect;
  return { ...outcome, effects: [...outcome.effects, effect] };
}

export const withEffects = (outcome: Outcome, ...effects: Effect[]): Outcome => ({
  ...outcome,
  effects: [...outcome.effects, ...effects],
});

/** Sets the single pending timer, telling the caller to replace whatever it had scheduled. */
export const scheduleTick = (outcome: Outcome, at: number): Outcome => ({
  state: { ...outcome.state, nextTickAt: at },
  effects: [...outcome.effects, { type: 'schedule', at, command: { type: 'tick' } }],
});

/** Drops the pending timer; only emits an effect when one was pending. */
export function cancelTick(outcome: Outcome): Outcome {
  if (outcome.state.nextTickAt === null) return outcome;
  return {
    state: { ...outcome.state, nextTickAt: null },
    effects: [...outcome.effects, { type: 'cancelSchedule' }],
  };
}
