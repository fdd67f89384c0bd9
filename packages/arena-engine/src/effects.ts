import type { EngineError } from './errors.js';
import type { AnswerRecord, GameState, QuestionType, Settings } from './state.js';

export type ArenaEvent =
  | 'arena:countdown'
  | 'arena:question'
  | 'arena:reveal'
  | 'arena:result'
  | 'arena:leaderboard'
  | 'arena:podium'
  | 'arena:paused'
  | 'arena:resumed'
  | 'arena:player-joined'
  | 'arena:player-left'
  | 'arena:kicked'
  | 'arena:receipt'
  | 'arena:snapshot'
  | 'arena:ended'
  | 'arena:auto-start';

export type Payload = Record<string, unknown>;

export type Standing = { playerId: string; nickname: string; score: number; rank: number; correctCount: number };

export type GameResults = {
  completed: boolean;
  endedAt: number;
  hostId: string;
  settings: Settings;
  questions: { id: string; type: QuestionType }[];
  standings: (Standing & { isGuest: boolean })[];
  /** Every answer of every revealed question; answers to a question the game ended in never counted. */
  answers: AnswerRecord[];
  kicked: string[];
};

/**
 * What the caller must carry out. `schedule` replaces any pending timer of the room: there is at most one,
 * mirrored by `state.nextTickAt`. Broadcast payloads carry `seq`, one more than the previous broadcast.
 */
export type Effect =
  | { type: 'broadcast'; event: ArenaEvent; payload: Payload & { seq: number } }
  | { type: 'send'; playerId: string; event: ArenaEvent; payload: Payload }
  | { type: 'schedule'; at: number; command: { type: 'tick' } }
  | { type: 'cancelSchedule' }
  | { type: 'gameOver'; results: GameResults };

export type Outcome = { state: GameState; effects: Effect[]; error?: EngineError };

export const unchanged = (state: GameState): Outcome => ({ state, effects: [] });

export function broadcast(outcome: Outcome, event: ArenaEvent, payload: Payload): Outcome {
  const seq = outcome.state.seq + 1;
  return {
    state: { ...outcome.state, seq },
    effects: [...outcome.effects, { type: 'broadcast', event, payload: { ...payload, seq } }],
  };
}

export const send = (outcome: Outcome, playerId: string, event: ArenaEvent, payload: Payload): Outcome => ({
  ...outcome,
  effects: [...outcome.effects, { type: 'send', playerId, event, payload }],
});

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
