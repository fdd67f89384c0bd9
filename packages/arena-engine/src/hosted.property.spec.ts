import fc from 'fast-check';
import { apply } from './apply.js';
import { deserialize, serialize } from './serialize.js';
import type { GameState } from './state.js';
import { HOST } from './testing/fixtures.js';
import { hostedSteps, runHosted, type StoredRows } from './testing/hosted-games.js';
import { expectOnTheWire, expectSnapshotsParse, isMessage } from './testing/wire.js';
import { teamStandings } from './views.js';

const options = { numRuns: 300 };

/** Each player's points and right answers as the backend has them stored, void (skipped) questions left out. */
function storedTotals(state: GameState, rows: StoredRows): Map<string, { score: number; correct: number }> {
  const totals = new Map(state.players.map((p) => [p.id, { score: 0, correct: 0 }]));
  for (const row of rows.values()) {
    const total = totals.get(row.playerId);
    if (!total || state.skipped.includes(row.questionIndex)) continue;
    total.score += row.points;
    total.correct += row.correct ? 1 : 0;
  }
  return totals;
}

const waitsForHost = (s: GameState) =>
  s.settings.pace === 'host' && (s.phase === 'reveal' || s.phase === 'leaderboard');

describe('host-led games over random command sequences', () => {
  it('keep every player’s score the sum of their stored answers’ points, through any re-marking and skips', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, ({ command, refused, rows }, live) => {
          const totals = storedTotals(live, rows);
          for (const p of live.players) {
            expect({ id: p.id, score: p.score, correct: p.correctCount }).toEqual({
              id: p.id,
              score: totals.get(p.id)!.score,
              correct: totals.get(p.id)!.correct,
            });
            expect(p.score).toBeGreaterThanOrEqual(0);
          }
          if (command.type === 'adjustScores' && !refused) expect(live.settings.hostLed).toBe(true);
        });
      }),
      options,
    );
  });

  it('send only messages and snapshots that parse against the contracts, numbered one after another', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, ({ before, outcome }, live) => {
          const messages = outcome.effects.filter(isMessage);
          messages.forEach(expectOnTheWire);
          const seqs = messages.flatMap((m) => (m.type === 'broadcast' ? [m.payload.seq] : []));
          expect(seqs).toEqual(seqs.map((_, i) => before.seq + 1 + i));
          expectSnapshotsParse(live);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('change nothing when a command is refused, and replay the same from a restored copy', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, ({ before, command, now, outcome, refused }, live) => {
          if (refused) {
            expect(outcome.effects).toEqual([]);
            expect(live).toStrictEqual(before);
          }
          const restored = deserialize(serialize(before));
          expect(restored).toStrictEqual(before);
          expect(apply(restored, command, now)).toStrictEqual(outcome);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('apply each re-marking once, however often it is delivered again, live or to a restored copy', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, ({ command, now, refused }, live) => {
          if (command.type !== 'adjustScores' || refused) return;
          expect(live.appliedOverrides).toContain(command.overrideId);
          const restored = deserialize(serialize(live));
          const after = structuredClone(live);
          for (const target of [live, restored]) {
            expect(apply(target, command, now + 1)).toEqual({ state: target, effects: [] });
            expect(target).toStrictEqual(after);
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('keep one timer unless paused, over, or waiting for the host’s "next"', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, (_, live) => {
          const idle = live.paused || live.phase === 'podium' || live.phase === 'ended' || waitsForHost(live);
          expect(live.nextTickAt === null).toBe(idle);
        });
      }),
      options,
    );
  });

  it('score teams the mean of their members, and send the host the typed answers at each reveal', () => {
    fc.assert(
      fc.property(hostedSteps, (s) => {
        runHosted(s, ({ outcome }, live) => {
          for (const team of teamStandings(live)) {
            const members = live.players.filter((p) => p.teamId === team.teamId);
            const mean = members.length ? members.reduce((sum, p) => sum + p.score, 0) / members.length : 0;
            expect(team.memberCount).toBe(members.length);
            expect(Math.abs(team.score - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
          }
          const reveal = outcome.effects.some((e) => e.type === 'broadcast' && e.event === 'arena:reveal');
          const groups = outcome.effects.some((e) => e.type === 'send' && e.event === 'arena:answer-groups');
          if (reveal) expect(groups).toBe(live.questions[live.questionIndex]!.type === 'text');
          expect(live.players.some((p) => p.id === HOST)).toBe(false);
        });
      }),
      options,
    );
  });
});
