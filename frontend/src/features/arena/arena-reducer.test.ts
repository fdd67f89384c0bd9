import { keepMyChoice, leaderboardRows, receiveArenaEvent, viewFromSnapshot } from './arena-reducer';
import { arenaSnapshot as snapshot } from './arena-snapshot.fixture';
import type { ArenaQuestion } from './arena-types';

/** A correct answer's result, for question `questionIndex` of the test. */
const scored = {
  questionIndex: 0,
  answered: true,
  receivedAt: 2000,
  correct: true,
  speedPoints: 900,
  streakBonus: 0,
  points: 900,
  score: 900,
  streak: 1,
  rank: 1,
};

const question: ArenaQuestion = { id: 'q1', type: 'multiple_choice', prompt: '2+2?', options: ['3', '4', '5', '6'] };

describe('receiveArenaEvent', () => {
  it('applies the next broadcast in sequence', () => {
    const view = viewFromSnapshot(snapshot());
    const countdown = receiveArenaEvent(view, {
      event: 'arena:countdown',
      payload: { seq: 3, startsAt: 1000, questionCount: 5 },
    });
    expect(countdown.needsSync).toBe(false);
    expect(countdown.view).toMatchObject({ seq: 3, phase: 'countdown', nextTickAt: 1000 });
  });

  it('drops a stale broadcast and asks for a snapshot on a gap', () => {
    const view = viewFromSnapshot(snapshot());
    const stale = receiveArenaEvent(view, {
      event: 'arena:countdown',
      payload: { seq: 2, startsAt: 1, questionCount: 5 },
    });
    expect(stale.view).toBe(view);
    const gap = receiveArenaEvent(view, {
      event: 'arena:countdown',
      payload: { seq: 4, startsAt: 1, questionCount: 5 },
    });
    expect(gap).toEqual({ view, needsSync: true, kicked: false });
  });

  it('walks a question through receipt, reveal and result', () => {
    let view = viewFromSnapshot(snapshot());
    view = receiveArenaEvent(view, {
      event: 'arena:countdown',
      payload: { seq: 3, startsAt: 1000, questionCount: 5 },
    }).view;
    expect(view.phase).toBe('countdown');
    expect(view.nextTickAt).toBe(1000);
    view = receiveArenaEvent(view, {
      event: 'arena:question',
      payload: {
        seq: 4,
        questionIndex: 0,
        questionCount: 5,
        question,
        deadline: 11000,
        durationMs: 10000,
      },
    }).view;
    expect(view).toMatchObject({ phase: 'question', questionIndex: 0, deadline: 11000, key: null });
    view = receiveArenaEvent(view, {
      event: 'arena:receipt',
      payload: { questionIndex: 0, receivedAt: 2000, accepted: true },
    }).view;
    expect(view.you).toMatchObject({ answered: true, receivedAt: 2000 });
    view = receiveArenaEvent(view, {
      event: 'arena:reveal',
      payload: {
        seq: 5,
        questionIndex: 0,
        question,
        key: { correctIndex: 1, correctOption: '4' },
        optionCounts: [0, 1, 0, 0],
        estimates: null,
        answeredCount: 1,
        correctCount: 1,
        playerCount: 1,
        nextAt: 16000,
      },
    }).view;
    expect(view).toMatchObject({ phase: 'reveal', optionCounts: [0, 1, 0, 0], nextTickAt: 16000 });
    view = receiveArenaEvent(view, { event: 'arena:result', payload: { ...scored, questionIndex: 0 } }).view;
    expect(view.you?.result).toEqual({ answered: true, correct: true, speedPoints: 900, streakBonus: 0, points: 900 });
    expect(view.you?.score).toBe(900);
  });

  it('ignores a result for another question', () => {
    const view = viewFromSnapshot(snapshot({ phase: 'reveal', questionIndex: 2 }));
    expect(receiveArenaEvent(view, { event: 'arena:result', payload: { ...scored, questionIndex: 1 } }).view).toBe(
      view,
    );
  });

  it('tracks pause and resume', () => {
    let view = viewFromSnapshot(snapshot({ phase: 'question', questionIndex: 0, deadline: 5000 }));
    view = receiveArenaEvent(view, {
      event: 'arena:paused',
      payload: { seq: 3, phase: 'question', remainingMs: 4000, reason: 'host' },
    }).view;
    expect(view).toMatchObject({ paused: true, pausedRemainingMs: 4000 });
    view = receiveArenaEvent(view, {
      event: 'arena:resumed',
      payload: { seq: 4, phase: 'question', remainingMs: 4000, nextAt: 9000, deadline: 9000 },
    }).view;
    expect(view).toMatchObject({ paused: false, pausedRemainingMs: null, deadline: 9000, nextTickAt: 9000 });
  });

  it('shows the host a player leaving the lobby, dropping mid-game (marked) or removed', () => {
    const lobby = viewFromSnapshot(snapshot());
    expect(
      receiveArenaEvent(lobby, {
        event: 'arena:player-left',
        payload: { playerId: 'p1', reason: 'leave', playerCount: 0 },
      }).view.players,
    ).toEqual([]);
    const playing = viewFromSnapshot(snapshot({ phase: 'question' }));
    const left = receiveArenaEvent(playing, {
      event: 'arena:player-left',
      payload: { playerId: 'p1', reason: 'disconnect', playerCount: 1 },
    });
    expect(left.view.players[0]?.connected).toBe(false);
    const kicked = receiveArenaEvent(playing, {
      event: 'arena:player-left',
      payload: { playerId: 'p1', reason: 'kicked', playerCount: 0 },
    });
    expect(kicked.view.players).toEqual([]);
  });

  it('reports being kicked and rebuilds from a personal snapshot', () => {
    const view = viewFromSnapshot(snapshot());
    expect(receiveArenaEvent(view, { event: 'arena:kicked', payload: { reason: 'host', message: null } }).kicked).toBe(
      true,
    );
    const rebuilt = receiveArenaEvent(view, {
      event: 'arena:snapshot',
      payload: { ...snapshot({ seq: 9, phase: 'leaderboard' }) },
    });
    expect(rebuilt.view).toMatchObject({ seq: 9, phase: 'leaderboard' });
  });

  it('keeps the answer this client sent when a reconnect snapshot redraws the same answered question', () => {
    const answeredYou = { ...snapshot().you!, answered: true, receivedAt: 1500 };
    const open = snapshot({ seq: 4, phase: 'question', questionIndex: 1, deadline: 9000 });
    const before = { ...viewFromSnapshot({ ...open, you: answeredYou }), myChoice: 2 };
    const sameQuestion = receiveArenaEvent(before, {
      event: 'arena:snapshot',
      payload: { ...open, seq: 6, you: answeredYou },
    });
    expect(sameQuestion.view).toMatchObject({ seq: 6, myChoice: 2 });
    const revealed = receiveArenaEvent(before, {
      event: 'arena:snapshot',
      payload: {
        ...open,
        seq: 7,
        phase: 'reveal',
        you: answeredYou,
      },
    });
    expect(revealed.view.myChoice).toBe(2);
    // A later question, or a snapshot that says the answer never arrived, has nothing of ours to mark.
    const next = receiveArenaEvent(before, {
      event: 'arena:snapshot',
      payload: { ...open, seq: 9, questionIndex: 2, you: answeredYou },
    });
    expect(next.view.myChoice).toBeNull();
    const lost = receiveArenaEvent(before, { event: 'arena:snapshot', payload: { ...open, seq: 6 } });
    expect(lost.view.myChoice).toBeNull();
  });

  it('keeps an answer sent after a snapshot was asked for: the snapshot is older than the answer', () => {
    const open = snapshot({ seq: 4, phase: 'question', questionIndex: 1, deadline: 9000 });
    const receipted = receiveArenaEvent(
      { ...viewFromSnapshot(open), myChoice: 2 },
      { event: 'arena:receipt', payload: { questionIndex: 1, receivedAt: 1500, accepted: true } },
    ).view;
    // The receipt came before the older snapshot: the answer stays marked and received.
    expect(keepMyChoice(receipted, viewFromSnapshot({ ...open, seq: 5 }), true)).toMatchObject({
      seq: 5,
      myChoice: 2,
      you: { answered: true, receivedAt: 1500 },
    });
    // The answer is still on its way: it stays marked, its ack or receipt settles it.
    const sent = { ...viewFromSnapshot(open), myChoice: 2 };
    expect(keepMyChoice(sent, viewFromSnapshot({ ...open, seq: 5 }), true)).toMatchObject({
      myChoice: 2,
      you: { answered: false },
    });
    // Without an answer since, or once the question is revealed or gone, the snapshot is the truth.
    expect(keepMyChoice(receipted, viewFromSnapshot({ ...open, seq: 5 })).myChoice).toBeNull();
    expect(keepMyChoice(sent, viewFromSnapshot({ ...open, seq: 5, phase: 'reveal' }), true).myChoice).toBeNull();
    expect(keepMyChoice(sent, viewFromSnapshot({ ...open, seq: 8, questionIndex: 2 }), true).myChoice).toBeNull();
  });

  it('ends on the podium with the standings', () => {
    const view = viewFromSnapshot(snapshot({ phase: 'leaderboard' }));
    const top = [
      { playerId: 'p1', nickname: 'Ann', score: 1800, rank: 1, correctCount: 2, teamId: null, isGuest: true },
    ];
    const podium = receiveArenaEvent(view, {
      event: 'arena:podium',
      payload: { seq: 3, top, teams: [], playerCount: 1 },
    }).view;
    expect(podium).toMatchObject({ phase: 'podium', standings: top });
    expect(podium.players[0]?.score).toBe(1800);
  });

  it('says why a game ended early, and ends a game the server lost even after a missed broadcast', () => {
    const view = viewFromSnapshot(snapshot({ phase: 'question' }));
    const top = [
      { playerId: 'p1', nickname: 'Ann', score: 900, rank: 1, correctCount: 1, teamId: null, isGuest: true },
    ];
    const over = { message: null, top, teams: [] };
    const byHost = receiveArenaEvent(view, { event: 'arena:ended', payload: { seq: 3, reason: 'host', ...over } });
    expect(byHost.view).toMatchObject({ phase: 'ended', endedReason: 'host' });
    // seq 5 after 2: one broadcast was missed, but there is no room left to ask for a snapshot of.
    const lost = receiveArenaEvent(view, { event: 'arena:ended', payload: { seq: 5, reason: 'state_lost', ...over } });
    expect(lost).toMatchObject({ needsSync: false, view: { phase: 'ended', endedReason: 'state_lost', seq: 5 } });
    const hostAfterGap = receiveArenaEvent(view, {
      event: 'arena:ended',
      payload: { seq: 5, reason: 'host', ...over },
    });
    expect(hostAfterGap.needsSync).toBe(true);
  });
});

describe('leaderboardRows', () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    playerId: `p${i + 1}`,
    nickname: `P${i + 1}`,
    score: 100 - i,
    rank: i + 1,
    correctCount: 0,
    teamId: null,
  }));

  it('adds your own row when you are outside the top ten', () => {
    const view = viewFromSnapshot(snapshot({ standings: many, you: { ...snapshot().you!, playerId: 'p12' } }));
    const { rows, you } = leaderboardRows(view);
    expect(rows).toHaveLength(10);
    expect(you?.rank).toBe(12);
  });

  it('does not repeat you when you are in the top ten', () => {
    const view = viewFromSnapshot(snapshot({ standings: many }));
    expect(leaderboardRows(view).you).toBeNull();
  });
});
