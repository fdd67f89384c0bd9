import { apply } from './apply.js';
import { answerGate, checkAnswer, elapsedAt, endsAnswering, memberStatus } from './gate.js';
import { atFirstQuestion, HOST, ok } from './testing/fixtures.js';

const DURATION = 10_000;

describe('the answer gate', () => {
  it('is open with the deadline and options while a question runs, and closed once it is revealed', () => {
    const { state, openedAt } = atFirstQuestion(2, { questionTypes: ['multiple_choice'] });
    expect(answerGate(state)).toEqual({
      questionIndex: 0,
      status: 'open',
      deadline: openedAt + DURATION,
      durationMs: DURATION,
      type: 'multiple_choice',
      optionCount: 4,
    });
    ok(state, { type: 'pause', by: HOST }, openedAt + 1);
    expect(answerGate(state).status).toBe('none');
    ok(state, { type: 'resume', by: HOST }, openedAt + 5);
    expect(answerGate(state).deadline).toBe(openedAt + 5 + DURATION - 1);
    ok(state, { type: 'next', by: HOST }, openedAt + 6);
    expect(answerGate(state)).toMatchObject({ questionIndex: 0, status: 'closed', deadline: null });
  });

  it('judges answers in the engine’s order', () => {
    const { state, openedAt } = atFirstQuestion(2, { questionTypes: ['multiple_choice'] });
    const gate = answerGate(state);
    const at = (choice: number | string, questionIndex = 0) => ({ questionIndex, choice });
    expect(checkAnswer(gate, 'kicked', false, at(0), openedAt)).toBe('kicked');
    expect(checkAnswer(gate, null, false, at(0), openedAt)).toBe('notInRoom');
    expect(checkAnswer(gate, 'in', false, at(0, 1), openedAt)).toBe('otherQuestion');
    expect(checkAnswer(gate, 'in', false, at(0), openedAt + DURATION + 1)).toBe('late');
    expect(checkAnswer(gate, 'in', true, at(9), openedAt)).toBe('duplicate');
    expect(checkAnswer(gate, 'in', false, at('A'), openedAt)).toBe('pickOption');
    expect(checkAnswer(gate, 'in', false, at(4), openedAt)).toBe('notOffered');
    expect(checkAnswer(gate, 'in', false, at(3), openedAt + DURATION)).toBeNull();
    expect(checkAnswer({ ...gate, status: 'closed' }, 'in', false, at(0), openedAt)).toBe('late');
    expect(checkAnswer({ ...gate, status: 'closed' }, 'in', false, at(0, 1), openedAt)).toBe('wrongPhase');
    expect(checkAnswer({ ...gate, type: 'text' }, 'in', false, at(''), openedAt)).toBe('typeAnswer');
    expect(elapsedAt(gate, openedAt + 2500)).toBe(2500);
    expect(elapsedAt(gate, openedAt + DURATION + 50)).toBe(DURATION);
    expect(memberStatus(state, 'p1')).toBe('in');
    expect(memberStatus(state, 'stranger')).toBeNull();
    ok(state, { type: 'kick', by: HOST, playerId: 'p2' }, openedAt);
    expect(memberStatus(state, 'p2')).toBe('kicked');
  });

  it('says which commands reveal: the due tick and the host’s next, never a pause or an early tick', () => {
    const { state, openedAt } = atFirstQuestion(2);
    expect(endsAnswering(state, { type: 'tick' }, openedAt + DURATION - 1)).toBe(false);
    expect(endsAnswering(state, { type: 'tick' }, openedAt + DURATION)).toBe(true);
    expect(endsAnswering(state, { type: 'next', by: HOST }, openedAt)).toBe(true);
    expect(endsAnswering(state, { type: 'next', by: 'p1' }, openedAt)).toBe(false);
    expect(endsAnswering(state, { type: 'pause', by: HOST }, openedAt)).toBe(false);
    ok(state, { type: 'pause', by: HOST }, openedAt);
    expect(endsAnswering(state, { type: 'next', by: HOST }, openedAt)).toBe(false);
  });
});

describe('folding stored answers', () => {
  it('counts each player’s first answer once, sends no receipt, and ignores a stale question', () => {
    const { state, openedAt } = atFirstQuestion(3, { questionTypes: ['multiple_choice'] });
    const stored = [
      { playerId: 'p1', choice: 2, receivedAt: openedAt + 100, elapsedMs: 100 },
      { playerId: 'p2', choice: 0, receivedAt: openedAt + 200, elapsedMs: 200 },
    ];
    const first = ok(state, { type: 'fold', questionIndex: 0, answers: stored }, openedAt + 300);
    expect(first.effects).toEqual([]);
    expect(state.answers.map((a) => [a.playerId, a.correct, a.elapsedMs])).toEqual([
      ['p1', true, 100],
      ['p2', false, 200],
    ]);
    ok(state, { type: 'fold', questionIndex: 0, answers: [...stored].reverse() }, openedAt + 400);
    expect(state.answers).toHaveLength(2);
    expect(apply(state, { type: 'fold', questionIndex: 3, answers: stored }, openedAt).effects).toEqual([]);
    // The last one in: the reveal's tick is brought forward to now, and it scores by the stored times.
    const last = { playerId: 'p3', choice: 2, receivedAt: openedAt + 5000, elapsedMs: 5000 };
    ok(state, { type: 'fold', questionIndex: 0, answers: [last] }, openedAt + 5100);
    expect(state.nextTickAt).toBe(openedAt + 5100);
    ok(state, { type: 'tick' }, openedAt + 5100);
    expect(state.players.map((p) => [p.id, p.score])).toEqual([
      ['p1', 995],
      ['p2', 0],
      ['p3', 750],
    ]);
    expect(apply(state, { type: 'fold', questionIndex: 0, answers: [{ ...last, playerId: 'x' }] }, 0).effects).toEqual(
      [],
    );
    expect(state.answers).toHaveLength(3);
  });

  it('refuses a malformed batch', () => {
    const { state, openedAt } = atFirstQuestion(1);
    const bad = { type: 'fold', questionIndex: 0, answers: [{ playerId: 'p1', choice: 1 }] } as never;
    expect(apply(state, bad, openedAt).error?.code).toBe('VAL_001');
  });
});
