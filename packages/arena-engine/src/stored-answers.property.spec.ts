import fc from 'fast-check';
import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { Effect } from './effects.js';
import { answerGate, checkAnswer, elapsedAt, memberStatus, type StoredAnswer } from './gate.js';
import type { GameState } from './state.js';
import { run, steps } from './testing/random-games.js';

const options = { numRuns: 200 };

/** What both ways of playing must agree on: everything but the receipts and the times of the timers. */
const digest = (state: GameState) => ({
  phase: state.phase,
  questionIndex: state.questionIndex,
  seq: state.seq,
  players: state.players,
  kicked: state.kicked,
  answers: state.answers,
  unstored: state.unstored,
});
const stores = (effects: Effect[]) => effects.filter((e) => e.type === 'storeAnswers');

/**
 * The same random game played twice: as the engine alone plays it (`answer` commands), and as the backend does,
 * with a store that judges each answer by `checkAnswer` against the gate and keeps it outside the state, the room
 * folding what the store holds in batches (of random size, and always before a command that is not an answer,
 * and before a reveal). The two must count, score and store the very same answers.
 */
describe('answers taken by a store and folded in', () => {
  it('count, score and store exactly what the engine does with the same answers', () => {
    fc.assert(
      fc.property(steps, fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }), (s, flushes) => {
        let folded!: GameState;
        const store = new Map<number, Map<string, StoredAnswer>>();
        let pending: StoredAnswer[] = [];
        const flush = (now: number) => {
          if (pending.length === 0) return;
          const fold: Command = { type: 'fold', questionIndex: folded.questionIndex, answers: pending };
          pending = [];
          expect(apply(folded, fold, now).error).toBeUndefined();
        };
        let step = 0;
        run(s, {}, ({ before, command, now, effects }, live) => {
          folded ??= structuredClone(before);
          if (command.type === 'answer') {
            const gate = answerGate(folded);
            const question = store.get(gate.questionIndex) ?? new Map<string, StoredAnswer>();
            store.set(gate.questionIndex, question);
            const choice = typeof command.choice === 'string' ? command.choice.trim() : command.choice;
            const answered = question.has(command.playerId);
            const member = memberStatus(folded, command.playerId);
            const refusal = checkAnswer(gate, member, answered, { ...command, choice }, now);
            const engine = apply(structuredClone(before), command, now).error;
            expect(refusal === null).toBe(engine === undefined);
            if (!refusal) {
              const stored = { playerId: command.playerId, choice, receivedAt: now, elapsedMs: elapsedAt(gate, now) };
              question.set(command.playerId, stored);
              pending.push(stored);
            }
            if (flushes[step % flushes.length]) flush(now);
          } else {
            // Every stored answer is folded in before anything else happens (a reveal above all).
            flush(now);
            const outcome = apply(folded, command, now);
            expect(stores(outcome.effects)).toEqual(stores(effects));
          }
          step += 1;
          if (command.type !== 'answer') expect(digest(folded)).toEqual(digest(live));
        });
      }),
      options,
    );
  });
});
