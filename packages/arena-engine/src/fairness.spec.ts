import type { Command } from './commands.js';
import type { Effect } from './effects.js';
import type { GameState } from './state.js';
import { broadcasts, HOST, newGame, ok, T0, withPlayers } from './testing/fixtures.js';

/** Plays a whole six-question game (all three types) and returns every effect in order. */
function playWholeGame(): { effects: Effect[]; state: GameState } {
  let state = ok(withPlayers(newGame({ questionCount: 6 }), ['p1', 'p2', 'p3']), { type: 'start', by: HOST }, T0).state;
  const effects: Effect[] = [];
  const run = (command: Command, now: number) => {
    const outcome = ok(state, command, now);
    effects.push(...outcome.effects);
    state = outcome.state;
  };
  while (state.nextTickAt !== null) {
    const now = state.nextTickAt;
    run({ type: 'tick' }, now);
    if (state.phase !== 'question') continue;
    const q = state.questions[state.questionIndex]!;
    const right = q.type === 'text' ? q.answer!.toUpperCase() : q.correctIndex!;
    run({ type: 'answer', playerId: 'p1', questionIndex: state.questionIndex, choice: right }, now + 1000);
    run(
      { type: 'answer', playerId: 'p2', questionIndex: state.questionIndex, choice: q.type === 'text' ? 'x' : 0 },
      now + 2000,
    );
  }
  return { effects, state };
}

describe('a whole game', () => {
  const { effects, state } = playWholeGame();
  const all = broadcasts(effects);

  it('ends on the podium with p1 ahead', () => {
    expect(state.phase).toBe('podium');
    expect(state.players[0]!.correctCount).toBe(6);
    expect(state.players[0]!.score).toBeGreaterThan(state.players[1]!.score);
  });

  it('never broadcasts an answer key before its reveal', () => {
    const questionPayloads = all.filter((b) => b.event === 'arena:question').map((b) => JSON.stringify(b.payload));
    expect(questionPayloads).toHaveLength(6);
    for (const text of questionPayloads) {
      expect(text).not.toMatch(/correctIndex|correctOption|Secretanswer|Hiddenalias|"answer"|aliases|knownAnswers/i);
    }
  });

  it('sends receipts that say nothing about correctness', () => {
    const receipts = effects.filter((e) => e.type === 'send' && e.event === 'arena:receipt');
    expect(receipts).toHaveLength(12);
    for (const receipt of receipts) expect(JSON.stringify(receipt)).not.toMatch(/correct|points/i);
  });

  it('puts the key in every reveal', () => {
    const reveals = all.filter((b) => b.event === 'arena:reveal');
    expect(reveals.map((r) => r.payload.key)).toEqual(
      state.questions.map((q) =>
        expect.objectContaining(q.type === 'text' ? { answer: q.answer } : { correctIndex: q.correctIndex }),
      ),
    );
  });

  it('numbers broadcasts one after another with no gap, after the countdown (joins go to the host only)', () => {
    expect(all.map((b) => b.payload.seq)).toEqual(all.map((_, i) => i + 2));
    expect(state.seq).toBe(1 + all.length);
  });

  it('stores every counted answer, question by question, and the final standings', () => {
    const over = effects.filter((e) => e.type === 'gameOver');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ results: { completed: true, standings: [{ playerId: 'p1', rank: 1 }, {}, {}] } });
    const stores = effects.filter((e) => e.type === 'storeAnswers');
    expect(stores.map((e) => [e.questionIndex, e.questionId, e.answers.length])).toEqual(
      state.questions.map((q, i) => [i, q.id, 2]),
    );
    expect(state.unstored).toHaveLength(12);
  });
});
