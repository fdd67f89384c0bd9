import { apply } from './apply.js';
import { answerGate } from './gate.js';
import { snapshot } from './snapshot.js';
import { speedPoints } from './scoring.js';
import { broadcasts, eventsOf, HOST, HOSTED, newGame, ok, sends, T0, withPlayers } from './testing/fixtures.js';

/** A host-led game with p1..pn, its first question (multiple choice, answer 2) just opened. */
function hostedQuestion(players = 2, settings = {}) {
  const state = withPlayers(
    newGame({ ...HOSTED, questionTypes: ['multiple_choice'], ...settings }),
    Array.from({ length: players }, (_, i) => `p${i + 1}`),
  );
  ok(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt!;
  ok(state, { type: 'tick' }, openedAt);
  return { state, openedAt };
}

describe('a host-led room', () => {
  it('does not make its host a player: the host gets the presenter’s snapshot', () => {
    const state = withPlayers(newGame(HOSTED), ['p1']);
    const { effects } = ok(state, { type: 'join', playerId: HOST, nickname: 'Quiz Master', isGuest: false }, T0);
    expect(state.players.map((p) => p.id)).toEqual(['p1']);
    expect(sends(effects)).toMatchObject([{ playerId: HOST, event: 'arena:snapshot' }]);
    expect(snapshot(state, HOST).you).toMatchObject({ isHost: true, rank: null, score: 0, connected: true });
    expect(snapshot(state, 'p1').you).toMatchObject({ isHost: false, teamId: null });
    expect(snapshot(state).hostConnected).toBe(true);
  });

  it('keeps battles as they were: the host of a private room plays, and is not marked as a presenter', () => {
    const battle = withPlayers(newGame(), [HOST, 'p1']);
    expect(battle.settings).toMatchObject({
      hostLed: false,
      scoring: 'speed',
      teamMode: 'off',
      teams: [],
      pace: 'auto',
    });
    expect(snapshot(battle, HOST).you).toMatchObject({ isHost: false, playerId: HOST });
  });

  it('takes late joiners in every phase but the podium, and one who joins an open question may answer it', () => {
    const { state, openedAt } = hostedQuestion();
    ok(state, { type: 'join', playerId: 'late', nickname: 'Latecomer', isGuest: true }, openedAt + 1000);
    ok(state, { type: 'answer', playerId: 'late', questionIndex: 0, choice: 2 }, openedAt + 2000);
    ok(state, { type: 'next', by: HOST }, openedAt + 3000);
    expect(state.players.find((p) => p.id === 'late')).toMatchObject({ score: 900, correctCount: 1 });
    ok(state, { type: 'join', playerId: 'later', nickname: 'Later Still', isGuest: true }, openedAt + 4000);
    ok(state, { type: 'end', by: HOST }, openedAt + 5000);
    const refused = apply(state, { type: 'join', playerId: 'last', nickname: 'Too Late', isGuest: true }, openedAt);
    expect(refused.error?.code).toBe('ARENA_WRONG_PHASE');
  });

  it('keeps a battle closed to joins once it has started', () => {
    const state = withPlayers(newGame(), ['p1', 'p2']);
    ok(state, { type: 'start', by: HOST }, T0);
    const refused = apply(state, { type: 'join', playerId: 'p3', nickname: 'Latecomer', isGuest: true }, T0 + 1);
    expect(refused.error?.code).toBe('ARENA_WRONG_PHASE');
  });
});

describe('the host’s count of answers', () => {
  const stored = (playerId: string, at: number) => ({ playerId, choice: 2, receivedAt: at, elapsedMs: 100 });
  const answeredNews = (effects: Parameters<typeof sends>[0]) =>
    sends(effects).filter((s) => s.event === 'arena:answered');

  it('tells the host alone how many have answered as answers are counted, never a player', () => {
    const { state, openedAt } = hostedQuestion(3);
    const one = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 100);
    expect(answeredNews(one.effects)).toEqual([
      { type: 'send', playerId: HOST, event: 'arena:answered', payload: { questionIndex: 0, answeredCount: 1 } },
    ]);
    const folded = ok(
      state,
      { type: 'fold', questionIndex: 0, answers: [stored('p1', openedAt + 100), stored('p2', openedAt + 200)] },
      openedAt + 300,
    );
    expect(sends(folded.effects).map((s) => [s.playerId, s.event, s.payload])).toEqual([
      [HOST, 'arena:answered', { questionIndex: 0, answeredCount: 2 }],
    ]);
    // A fold with nothing new (a repeated batch) says nothing.
    expect(
      ok(state, { type: 'fold', questionIndex: 0, answers: [stored('p2', openedAt + 200)] }, openedAt + 400).effects,
    ).toEqual([]);
  });

  it('is not sent in battles, where the host plays', () => {
    const battle = withPlayers(newGame({ questionTypes: ['multiple_choice'] }), [HOST, 'p1']);
    ok(battle, { type: 'start', by: HOST }, T0);
    ok(battle, { type: 'tick' }, battle.nextTickAt!);
    const { effects } = ok(battle, { type: 'fold', questionIndex: 0, answers: [stored('p1', T0 + 5000)] }, T0 + 5001);
    expect(answeredNews(effects)).toEqual([]);
  });
});

describe('the host away and back', () => {
  it('pauses a running game while the host is away, says so on return, and waits for their resume', () => {
    const { state, openedAt } = hostedQuestion();
    const away = ok(state, { type: 'hostAway' }, openedAt + 4000);
    expect(broadcasts(away.effects).map((b) => b.payload)).toEqual([
      { phase: 'question', remainingMs: 6000, reason: 'host_away', seq: state.seq },
    ]);
    expect(state).toMatchObject({ paused: true, hostConnected: false, nextTickAt: null });
    expect(snapshot(state).hostConnected).toBe(false);
    expect(eventsOf(ok(state, { type: 'hostAway' }, openedAt + 5000).effects)).toEqual([]);
    const back = ok(state, { type: 'hostBack' }, openedAt + 60_000);
    expect(eventsOf(back.effects)).toEqual(['arena:host-back']);
    expect(state).toMatchObject({ paused: true, hostConnected: true });
    ok(state, { type: 'resume', by: HOST }, openedAt + 61_000);
    expect(state.deadline).toBe(openedAt + 61_000 + 6000);
  });

  it('only marks the host away in the lobby or a paused game, and never ends the game', () => {
    const state = withPlayers(newGame(HOSTED), ['p1']);
    expect(eventsOf(ok(state, { type: 'hostAway' }, T0).effects)).toEqual([]);
    expect(state).toMatchObject({ phase: 'lobby', hostConnected: false, paused: false });
    ok(state, { type: 'hostBack' }, T0 + 1);
    const { state: running, openedAt } = hostedQuestion();
    ok(running, { type: 'pause', by: HOST }, openedAt + 1);
    expect(eventsOf(ok(running, { type: 'hostAway' }, openedAt + 2).effects)).toEqual([]);
    expect(running.phase).toBe('question');
  });

  it('is for host-led rooms only', () => {
    const battle = withPlayers(newGame(), ['p1']);
    expect(apply(battle, { type: 'hostAway' }, T0).error?.code).toBe('VAL_001');
  });
});

describe('pace', () => {
  it('host: a question still reveals at its deadline, then the room waits for "next" twice', () => {
    const { state } = hostedQuestion(2, { pace: 'host', questionCount: 2 });
    const reveal = ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(broadcasts(reveal.effects)[0]!.payload).toMatchObject({ nextAt: null });
    expect(state).toMatchObject({ phase: 'reveal', nextTickAt: null });
    // Paused and resumed while waiting, it still waits: no timer appears.
    ok(state, { type: 'pause', by: HOST }, T0 + 60_000);
    const resumed = ok(state, { type: 'resume', by: HOST }, T0 + 61_000);
    expect(broadcasts(resumed.effects)[0]!.payload).toMatchObject({ nextAt: null });
    expect(state.nextTickAt).toBeNull();
    const board = ok(state, { type: 'next', by: HOST }, T0 + 62_000);
    expect(broadcasts(board.effects)[0]!.payload).toMatchObject({ nextAt: null });
    expect(state).toMatchObject({ phase: 'leaderboard', nextTickAt: null });
    ok(state, { type: 'next', by: HOST }, T0 + 63_000);
    expect(state).toMatchObject({ phase: 'question', questionIndex: 1 });
  });

  it('host is only for host-led rooms', () => {
    expect(() => newGame({ pace: 'host' })).toThrow(/pace: host only in a host-led room/);
  });
});

describe('accuracy scoring', () => {
  it('gives one point per right answer, whatever the speed or streak', () => {
    const { state, openedAt } = hostedQuestion(2, { scoring: 'accuracy', questionCount: 2 });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 2 }, openedAt + 9000);
    const { effects } = ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(
      sends(effects)
        .filter((s) => s.event === 'arena:result')
        .map((s) => s.payload),
    ).toMatchObject([
      { correct: true, points: 1, speedPoints: 0, streakBonus: 0, score: 1 },
      { correct: true, points: 1, speedPoints: 0, streakBonus: 0, score: 1 },
    ]);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 1, choice: 2 }, state.deadline! - 5000);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(state.players.map(({ score, streak }) => ({ score, streak }))).toEqual([
      { score: 2, streak: 2 },
      { score: 1, streak: 0 },
    ]);
  });
});

describe('extend', () => {
  it('moves the deadline and lengthens the question, so a late answer is timed and scored as late as it is', () => {
    const { state, openedAt } = hostedQuestion();
    const { effects } = ok(state, { type: 'extend', by: HOST, seconds: 20 }, openedAt + 8000);
    expect(broadcasts(effects).map((b) => [b.event, b.payload])).toEqual([
      ['arena:time-extended', { questionIndex: 0, deadline: openedAt + 30_000, durationMs: 30_000, seq: state.seq }],
    ]);
    expect(state).toMatchObject({ deadline: openedAt + 30_000, durationMs: 30_000, nextTickAt: openedAt + 30_000 });
    expect(answerGate(state)).toMatchObject({ deadline: openedAt + 30_000, durationMs: 30_000 });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 25_000);
    expect(state.answers[0]!.elapsedMs).toBe(25_000);
    ok(state, { type: 'tick' }, openedAt + 30_000);
    expect(state.players[0]!.score).toBe(speedPoints(25_000, 30_000));
  });

  it('adds to the time left of a paused question, and refuses outside an open question or after its time', () => {
    const { state, openedAt } = hostedQuestion();
    ok(state, { type: 'pause', by: HOST }, openedAt + 2000);
    ok(state, { type: 'extend', by: HOST, seconds: 30 }, openedAt + 3000);
    expect(state.pausedRemainingMs).toBe(38_000);
    ok(state, { type: 'resume', by: HOST }, openedAt + 10_000);
    expect(state.deadline).toBe(openedAt + 48_000);
    expect(apply(state, { type: 'extend', by: HOST, seconds: 30 }, openedAt + 48_000).error?.code).toBe('ARENA_LATE');
    expect(apply(state, { type: 'extend', by: HOST, seconds: 4 }, openedAt + 11_000).error?.code).toBe('VAL_001');
    expect(apply(state, { type: 'extend', by: 'p1', seconds: 10 }, openedAt + 11_000).error?.code).toBe(
      'ARENA_NOT_HOST',
    );
    ok(state, { type: 'next', by: HOST }, openedAt + 12_000);
    expect(apply(state, { type: 'extend', by: HOST, seconds: 10 }, openedAt + 13_000).error?.code).toBe(
      'ARENA_WRONG_PHASE',
    );
  });
});

describe('skip', () => {
  it('voids an open question: its answers are dropped, never stored, and the next question opens', () => {
    const { state, openedAt } = hostedQuestion(2, { questionCount: 2 });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 100);
    const { effects } = ok(state, { type: 'skip', by: HOST }, openedAt + 200);
    expect(eventsOf(effects)).toEqual(['cancelSchedule', 'arena:skipped', 'arena:question', 'schedule']);
    expect(state).toMatchObject({ phase: 'question', questionIndex: 1, skipped: [0], unstored: [], answers: [] });
    expect(state.players.every((p) => p.score === 0)).toBe(true);
  });

  it('voids a revealed question: its points, correct counts and streaks are given back; the last one ends the game', () => {
    const { state, openedAt } = hostedQuestion(2, { questionCount: 2 });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 1000);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 2 }, openedAt + 1000);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    const scoresAfterFirst = state.players.map((p) => p.score);
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 1, choice: 2 }, state.deadline! - 9000);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 1, choice: 0 }, state.deadline! - 9000);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(state.players.map((p) => p.streak)).toEqual([2, 0]);
    const { effects } = ok(state, { type: 'skip', by: HOST }, state.nextTickAt! - 1);
    expect(state.players.map(({ score, streak, correctCount }) => ({ score, streak, correctCount }))).toEqual([
      { score: scoresAfterFirst[0], streak: 1, correctCount: 1 },
      { score: scoresAfterFirst[1], streak: 1, correctCount: 1 },
    ]);
    expect(sends(effects).filter((s) => s.event === 'arena:score-changed')).toMatchObject([
      { playerId: 'p1', payload: { questionIndex: 1, correct: false, points: 0, score: scoresAfterFirst[0] } },
    ]);
    expect(state.unstored.every((a) => a.questionIndex === 0)).toBe(true);
    const over = effects.find((e) => e.type === 'gameOver');
    expect(over?.type === 'gameOver' && over.results).toMatchObject({ completed: true, skipped: [1] });
    expect(state.phase).toBe('podium');
  });

  it('ends a pause, and is refused when there is no question', () => {
    const { state, openedAt } = hostedQuestion(2, { questionCount: 2 });
    ok(state, { type: 'pause', by: HOST }, openedAt + 1);
    ok(state, { type: 'skip', by: HOST }, openedAt + 2);
    expect(state).toMatchObject({ paused: false, pausedRemainingMs: null, questionIndex: 1 });
    const lobby = newGame(HOSTED);
    expect(apply(lobby, { type: 'skip', by: HOST }, T0).error?.code).toBe('ARENA_WRONG_PHASE');
  });
});
