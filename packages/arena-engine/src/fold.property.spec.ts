import fc from 'fast-check';
import { apply } from './apply.js';
import type { Effect } from './effects.js';
import { buildIndex, roomIndex, type RoomIndex } from './room-index.js';
import { scoreAnswer } from './scoring.js';
import type { GameState } from './state.js';
import { run, steps, type Trace } from './testing/random-games.js';

const options = { numRuns: 200 };
const SETTINGS = [
  ['hosted', {}],
  ['public', { autoStartMs: 5000, maxPlayers: 4 }],
] as const;

type StoreAnswers = Extract<Effect, { type: 'storeAnswers' }>;
type Totals = { score: number; streak: number; correctCount: number };

/**
 * Scores a game again from its reveals alone, without the engine's fold: at each reveal, the answers it handed
 * over (`storeAnswers`) are marked with `scoreAnswer` and streaks counted player by player; whoever was in the
 * room and did not answer right loses their streak. Checks each record's points on the way.
 */
function rescore(trace: Trace): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  const of = (id: string) => totals.get(id) ?? totals.set(id, { score: 0, streak: 0, correctCount: 0 }).get(id)!;
  for (const { after, effects } of trace) {
    const reveal = effects.find((e) => e.type === 'broadcast' && e.event === 'arena:reveal');
    if (!reveal) continue;
    const store = effects.find((e): e is StoreAnswers => e.type === 'storeAnswers');
    const records = store?.answers ?? [];
    if (store) {
      expect(store.questionId).toBe(after.questions[store.questionIndex]!.id);
      expect(records.every((a) => a.questionIndex === store.questionIndex)).toBe(true);
      expect(new Set(records.map((a) => a.playerId)).size).toBe(records.length);
    }
    const present = new Set(after.players.map((p) => p.id));
    const durationMs = after.settings.questionSeconds * 1000;
    const answered = new Map(records.map((a) => [a.playerId, a]));
    for (const record of records) {
      // A player kicked before the reveal is gone: their answer is stored as counted, for no points.
      const { speedPoints, streakBonus, points } = present.has(record.playerId)
        ? scoreAnswer(record.correct, record.elapsedMs, durationMs, of(record.playerId).streak)
        : scoreAnswer(false, 0, durationMs, 0);
      expect({ ...record, speedPoints, streakBonus, points }).toEqual(record);
    }
    for (const id of present) {
      const t = of(id);
      const record = answered.get(id);
      t.score += record?.points ?? 0;
      t.correctCount += record?.correct ? 1 : 0;
      t.streak = record?.correct ? t.streak + 1 : 0;
    }
  }
  return totals;
}

/** The index's content, comparable with toEqual (the cached standings are left out: they are rebuilt on demand). */
const digest = (index: RoomIndex) => ({
  byId: [...index.byId.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
  nicknames: [...index.nicknames.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
  kicked: [...index.kicked].sort(),
  connectedCount: index.connectedCount,
  answers: [...index.answers.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
  answeredConnected: index.answeredConnected,
});

const lastRevealed = (state: GameState) => (state.phase === 'question' ? state.questionIndex - 1 : state.questionIndex);

describe.each(SETTINGS)('the folded state (%s rooms)', (_, settings) => {
  it('gives the same scores, streaks and correct counts as replaying every stored answer', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const trace = run(s, settings);
        const totals = rescore(trace);
        for (const p of trace.at(-1)?.after.players ?? []) {
          const t = totals.get(p.id) ?? { score: 0, streak: 0, correctCount: 0 };
          expect({ id: p.id, score: p.score, streak: p.streak, correctCount: p.correctCount }).toEqual({
            id: p.id,
            ...t,
          });
        }
      }),
      options,
    );
  });

  it('stays bounded: answers hold the current question only, and unstored empties once the last reveal is stored', () => {
    fc.assert(
      fc.property(steps, (s) => {
        for (const { after } of run(s, settings)) {
          expect(after.answers.every((a) => a.questionIndex === after.questionIndex)).toBe(true);
          expect(after.answers.length).toBeLessThanOrEqual(after.players.length + after.kicked.length);
          expect(after.unstored.every((a) => a.questionIndex <= lastRevealed(after))).toBe(true);
          const stored = apply(
            structuredClone(after),
            { type: 'answersStored', questionIndex: lastRevealed(after) },
            0,
          );
          expect([stored.state.unstored.length, stored.effects.length, stored.error]).toEqual([0, 0, undefined]);
        }
      }),
      options,
    );
  });

  it('never lets the live index drift from one rebuilt from a copy of the state', () => {
    fc.assert(
      fc.property(steps, (s) => {
        run(s, settings, (_step, live) => {
          expect(digest(roomIndex(live))).toEqual(digest(buildIndex(structuredClone(live))));
        });
      }),
      options,
    );
  });
});
