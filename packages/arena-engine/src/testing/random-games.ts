import fc from 'fast-check';
import { apply } from '../apply.js';
import type { Command } from '../commands.js';
import type { Effect, Outcome } from '../effects.js';
import type { SettingsInput } from '../settings.js';
import type { GameState } from '../state.js';
import { HOST, newGame, T0, withPlayers } from './fixtures.js';

/** Random Arena games for property tests: some players, usually started, then random commands at random times. */

const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
const player = fc.constantFrom(...PLAYERS, 'stranger');
const by = fc.constantFrom(HOST, HOST, HOST, 'p1');
/** 'current' stands for the question open when the command arrives, so many answers are valid ones. */
const CURRENT = -99;
const questionIndex = fc.oneof(
  { arbitrary: fc.constant(CURRENT), weight: 4 },
  { arbitrary: fc.integer({ min: -1, max: 6 }), weight: 1 },
);
const choice = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 1 }), weight: 4 },
  { arbitrary: fc.integer({ min: -1, max: 4 }), weight: 1 },
  { arbitrary: fc.constantFrom('Secretanswerc', 'secretanswr', 'nope', ''), weight: 1 },
);
const hostCommand = fc.constantFrom('start' as const, 'next' as const, 'pause' as const, 'resume' as const);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: player.map((id) => ({ type: 'join' as const, playerId: id, nickname: `Name ${id}`, isGuest: true })),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('leave' as const),
      playerId: player,
      reason: fc.constantFrom('leave' as const, 'disconnect' as const),
    }),
    weight: 1,
  },
  { arbitrary: player.map((id) => ({ type: 'reconnect' as const, playerId: id })), weight: 1 },
  {
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      playerId: fc.constantFrom(...PLAYERS),
      questionIndex,
      choice,
    }),
    weight: 25,
  },
  {
    arbitrary: fc.record({ type: fc.constant('answer' as const), playerId: player, questionIndex, choice }),
    weight: 5,
  },
  { arbitrary: fc.constant({ type: 'tick' as const }), weight: 10 },
  { arbitrary: fc.record({ type: hostCommand, by }), weight: 5 },
  // Ending is rare (and mostly refused) so that most sequences play several questions.
  {
    arbitrary: fc.record({ type: fc.constant('end' as const), by: fc.constantFrom(HOST, ...PLAYERS, 'stranger') }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant('kick' as const), by, playerId: player }), weight: 1 },
  { arbitrary: player.map((id) => ({ type: 'startSolo' as const, playerId: id })), weight: 1 },
  // The backend confirming stored answers: usually the current question, sometimes any other.
  {
    arbitrary: questionIndex.map((index) => ({ type: 'answersStored' as const, questionIndex: index })),
    weight: 2,
  },
);

/** A command and how long after the previous one it arrives: mostly soon, sometimes long after a deadline. */
const wait = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 1500 }), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 12_000 }), weight: 1 },
);
export const steps = fc.record({
  players: fc.integer({ min: 0, max: 4 }),
  started: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  steps: fc.array(fc.tuple(command, wait), { minLength: 1, maxLength: 80, size: 'max' }),
});
export type Steps = { players: number; started: boolean; steps: [Command, number][] };

export type Step = {
  /** Copies of the state before and after the command: the live state is changed in place by later ones. */
  before: GameState;
  command: Command;
  now: number;
  after: GameState;
  effects: Effect[];
  refused: boolean;
};
export type Trace = Step[];

/** Called after each command with the live state (its index kept up to date command by command) and the outcome. */
export type OnStep = (step: Step, live: GameState, outcome: Outcome) => void;

/**
 * Joins some players, usually starts the game, then applies the random commands at increasing times. `settings`
 * change the room's (a public room, say); by default it is hosted, with short phases.
 */
export function run(
  { players, started, steps: commands }: Steps,
  settings: Partial<SettingsInput> = {},
  onStep?: OnStep,
): Trace {
  const lobby = withPlayers(
    newGame({ questionSeconds: 5, countdownMs: 1000, revealMs: 1000, leaderboardMs: 1000, ...settings }),
    PLAYERS.slice(0, players),
  );
  const state = started && players > 0 ? apply(lobby, { type: 'start', by: HOST }, T0).state : lobby;
  let now = T0;
  const trace: Trace = [];
  for (const [raw, delay] of commands) {
    now += delay;
    const cmd = isCurrent(raw) ? { ...raw, questionIndex: state.questionIndex } : raw;
    const before = structuredClone(state);
    const outcome = apply(state, cmd, now);
    const step = {
      before,
      command: cmd,
      now,
      after: structuredClone(outcome.state),
      effects: outcome.effects,
      refused: outcome.error !== undefined,
    };
    trace.push(step);
    onStep?.(step, state, outcome);
  }
  return trace;
}

const isCurrent = (command: Command): command is Extract<Command, { questionIndex: number }> =>
  (command.type === 'answer' || command.type === 'answersStored') && command.questionIndex === CURRENT;
