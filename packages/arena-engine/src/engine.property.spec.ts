import fc from 'fast-check';
import { apply } from './apply.js';
import type { Command } from './commands.js';
import { deserialize, serialize } from './serialize.js';
import type { GameState } from './state.js';
import { HOST, newGame, T0, withPlayers } from './testing/fixtures.js';

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
);

/** A command and how long after the previous one it arrives: mostly soon, sometimes long after a deadline. */
const wait = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 1500 }), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 12_000 }), weight: 1 },
);
const steps = fc.record({
  players: fc.integer({ min: 0, max: 4 }),
  started: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  steps: fc.array(fc.tuple(command, wait), { minLength: 1, maxLength: 80, size: 'max' }),
});
type Steps = { players: number; started: boolean; steps: [Command, number][] };

type Trace = { before: GameState; command: Command; now: number; after: GameState; refused: boolean }[];

/** Joins some players, usually starts the game, then applies the random commands at increasing times. */
function run({ players, started, steps: commands }: Steps): Trace {
  const lobby = withPlayers(
    newGame({ questionSeconds: 5, countdownMs: 1000, revealMs: 1000, leaderboardMs: 1000 }),
    PLAYERS.slice(0, players),
  );
  let state = started && players > 0 ? apply(lobby, { type: 'start', by: HOST }, T0).state : lobby;
  let now = T0;
  const trace: Trace = [];
  for (const [raw, delay] of commands) {
    now += delay;
    const cmd =
      raw.type === 'answer' && raw.questionIndex === CURRENT ? { ...raw, questionIndex: state.questionIndex } : raw;
    const outcome = apply(state, cmd, now);
    trace.push({ before: state, command: cmd, now, after: outcome.state, refused: outcome.error !== undefined });
    state = outcome.state;
  }
  return trace;
}

const options = { numRuns: 300 };

describe('engine properties over random command sequences', () => {
  it('never gives a negative score or negative points', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s)) {
          expect(after.players.every((p) => p.score >= 0)).toBe(true);
          expect(after.answers.flat().every((a) => a.points >= 0 && a.speedPoints >= 0 && a.streakBonus >= 0)).toBe(
            true,
          );
        }
      }),
      options,
    );
  });

  it('counts at most one answer per player per question', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const last = run(s).at(-1)!.after;
        for (const list of last.answers) {
          expect(new Set(list.map((a) => a.playerId)).size).toBe(list.length);
        }
      }),
      options,
    );
  });

  it('counts nothing that arrives after the deadline, and every counted answer arrived in time', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now, refused, after } of run(s)) {
          if (command.type !== 'answer') continue;
          const inTime =
            before.phase === 'question' && !before.paused && before.deadline !== null && now <= before.deadline;
          if (!inTime) expect(refused).toBe(true);
          if (!refused)
            expect(after.answers[before.questionIndex]!.length).toBe(before.answers[before.questionIndex]!.length + 1);
        }
      }),
      options,
    );
  });

  it('leaves the state untouched when a command is refused', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, after, refused } of run(s)) if (refused) expect(after).toBe(before);
      }),
      options,
    );
  });

  it('restores every state from JSON, and the restored state answers the next command the same way', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now } of run(s)) {
          const restored = deserialize(serialize(before));
          expect(restored).toStrictEqual(before);
          expect(apply(restored, command, now)).toStrictEqual(apply(before, command, now));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('numbers broadcasts strictly one after another', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { before, command, now } of run(s)) {
          const outcome = apply(before, command, now);
          const seqs = outcome.effects.flatMap((e) => (e.type === 'broadcast' ? [e.payload.seq] : []));
          expect(seqs).toEqual(seqs.map((_, i) => before.seq + 1 + i));
          expect(outcome.state.seq).toBe(before.seq + seqs.length);
        }
      }),
      options,
    );
  });

  it('keeps at most one timer, mirrored by nextTickAt', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s)) {
          if (after.paused || after.phase === 'lobby' || after.phase === 'podium' || after.phase === 'ended') {
            expect(after.nextTickAt).toBeNull();
          } else {
            expect(after.nextTickAt).not.toBeNull();
          }
        }
      }),
      options,
    );
  });
});
