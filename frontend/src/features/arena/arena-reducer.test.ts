import {
  catchUpArenaEvents,
  isPublicRoom,
  keepMyChoice,
  leaderboardRows,
  receiveArenaEvent,
  viewFromSnapshot,
} from './arena-reducer';
import { PUBLIC_HOST_ID, type ArenaSnapshot } from './arena-types';

const snapshot = (over: Partial<ArenaSnapshot> = {}): ArenaSnapshot => ({
  seq: 2,
  phase: 'lobby',
  paused: false,
  pausedRemainingMs: null,
  hostId: 'host',
  settings: { questionCount: 5, questionSeconds: 10, countdownMs: 3000, revealMs: 5000, leaderboardMs: 5000 },
  questionIndex: -1,
  questionCount: 5,
  question: null,
  key: null,
  deadline: null,
  nextTickAt: null,
  players: [{ id: 'p1', nickname: 'Ann', isGuest: true, connected: true, score: 0 }],
  standings: [],
  you: {
    playerId: 'p1',
    nickname: 'Ann',
    connected: true,
    score: 0,
    streak: 0,
    rank: 1,
    answered: false,
    receivedAt: null,
    result: null,
  } as ArenaSnapshot['you'],
  ...over,
});

const question = { id: 'q1', type: 'multiple_choice', prompt: '2+2?', options: ['3', '4', '5', '6'] };

describe('receiveArenaEvent', () => {
  it('applies the next broadcast in sequence', () => {
    const view = viewFromSnapshot(snapshot());
    const joined = receiveArenaEvent(view, 'arena:player-joined', {
      seq: 3,
      player: { id: 'p2', nickname: 'Bob', isGuest: true, connected: true, score: 0 },
      playerCount: 2,
    });
    expect(joined.needsSync).toBe(false);
    expect(joined.view.seq).toBe(3);
    expect(joined.view.players.map((p) => p.nickname)).toEqual(['Ann', 'Bob']);
  });

  it('drops a stale broadcast and asks for a snapshot on a gap', () => {
    const view = viewFromSnapshot(snapshot());
    const stale = receiveArenaEvent(view, 'arena:countdown', { seq: 2, startsAt: 1 });
    expect(stale.view).toBe(view);
    const gap = receiveArenaEvent(view, 'arena:countdown', { seq: 4, startsAt: 1 });
    expect(gap).toEqual({ view, needsSync: true, kicked: false });
  });

  it('walks a question through receipt, reveal and result', () => {
    let view = viewFromSnapshot(snapshot());
    view = receiveArenaEvent(view, 'arena:countdown', { seq: 3, startsAt: 1000, questionCount: 5 }).view;
    expect(view.phase).toBe('countdown');
    expect(view.nextTickAt).toBe(1000);
    view = receiveArenaEvent(view, 'arena:question', {
      seq: 4,
      questionIndex: 0,
      questionCount: 5,
      question,
      deadline: 11000,
      durationMs: 10000,
    }).view;
    expect(view).toMatchObject({ phase: 'question', questionIndex: 0, deadline: 11000, key: null });
    view = receiveArenaEvent(view, 'arena:receipt', { questionIndex: 0, receivedAt: 2000, accepted: true }).view;
    expect(view.you).toMatchObject({ answered: true, receivedAt: 2000 });
    view = receiveArenaEvent(view, 'arena:reveal', {
      seq: 5,
      questionIndex: 0,
      question,
      key: { correctIndex: 1, correctOption: '4' },
      optionCounts: [0, 1, 0, 0],
      answeredCount: 1,
      correctCount: 1,
      nextAt: 16000,
    }).view;
    expect(view).toMatchObject({ phase: 'reveal', optionCounts: [0, 1, 0, 0], nextTickAt: 16000 });
    view = receiveArenaEvent(view, 'arena:result', {
      questionIndex: 0,
      answered: true,
      correct: true,
      speedPoints: 900,
      streakBonus: 0,
      points: 900,
      score: 900,
      streak: 1,
      rank: 1,
    }).view;
    expect(view.you?.result).toEqual({ answered: true, correct: true, speedPoints: 900, streakBonus: 0, points: 900 });
    expect(view.you?.score).toBe(900);
  });

  it('ignores a result for another question', () => {
    const view = viewFromSnapshot(snapshot({ phase: 'reveal', questionIndex: 2 }));
    expect(receiveArenaEvent(view, 'arena:result', { questionIndex: 1, points: 5 }).view).toBe(view);
  });

  it('tracks pause and resume', () => {
    let view = viewFromSnapshot(snapshot({ phase: 'question', questionIndex: 0, deadline: 5000 }));
    view = receiveArenaEvent(view, 'arena:paused', { seq: 3, phase: 'question', remainingMs: 4000 }).view;
    expect(view).toMatchObject({ paused: true, pausedRemainingMs: 4000 });
    view = receiveArenaEvent(view, 'arena:resumed', { seq: 4, remainingMs: 4000, nextAt: 9000, deadline: 9000 }).view;
    expect(view).toMatchObject({ paused: false, pausedRemainingMs: null, deadline: 9000, nextTickAt: 9000 });
  });

  it('removes a player who leaves the lobby but only marks one who drops mid-game', () => {
    const lobby = viewFromSnapshot(snapshot());
    expect(receiveArenaEvent(lobby, 'arena:player-left', { seq: 3, playerId: 'p1' }).view.players).toEqual([]);
    const playing = viewFromSnapshot(snapshot({ phase: 'question' }));
    const left = receiveArenaEvent(playing, 'arena:player-left', { seq: 3, playerId: 'p1', reason: 'disconnect' });
    expect(left.view.players[0]?.connected).toBe(false);
    const kicked = receiveArenaEvent(playing, 'arena:player-left', { seq: 3, playerId: 'p1', reason: 'kicked' });
    expect(kicked.view.players).toEqual([]);
  });

  it('reports being kicked and rebuilds from a personal snapshot', () => {
    const view = viewFromSnapshot(snapshot());
    expect(receiveArenaEvent(view, 'arena:kicked', { reason: 'host' }).kicked).toBe(true);
    const rebuilt = receiveArenaEvent(view, 'arena:snapshot', { ...snapshot({ seq: 9, phase: 'leaderboard' }) });
    expect(rebuilt.view).toMatchObject({ seq: 9, phase: 'leaderboard' });
  });

  it('keeps the answer this client sent when a reconnect snapshot redraws the same answered question', () => {
    const answeredYou = { ...snapshot().you!, answered: true, receivedAt: 1500 };
    const open = snapshot({ seq: 4, phase: 'question', questionIndex: 1, deadline: 9000 });
    const before = { ...viewFromSnapshot({ ...open, you: answeredYou }), myChoice: 2 };
    const sameQuestion = receiveArenaEvent(before, 'arena:snapshot', { ...open, seq: 6, you: answeredYou });
    expect(sameQuestion.view).toMatchObject({ seq: 6, myChoice: 2 });
    const revealed = receiveArenaEvent(before, 'arena:snapshot', {
      ...open,
      seq: 7,
      phase: 'reveal',
      you: answeredYou,
    });
    expect(revealed.view.myChoice).toBe(2);
    // A later question, or a snapshot that says the answer never arrived, has nothing of ours to mark.
    const next = receiveArenaEvent(before, 'arena:snapshot', { ...open, seq: 9, questionIndex: 2, you: answeredYou });
    expect(next.view.myChoice).toBeNull();
    const lost = receiveArenaEvent(before, 'arena:snapshot', { ...open, seq: 6 });
    expect(lost.view.myChoice).toBeNull();
  });

  it('keeps an answer sent after a snapshot was asked for: the snapshot is older than the answer', () => {
    const open = snapshot({ seq: 4, phase: 'question', questionIndex: 1, deadline: 9000 });
    const receipted = receiveArenaEvent({ ...viewFromSnapshot(open), myChoice: 2 }, 'arena:receipt', {
      questionIndex: 1,
      receivedAt: 1500,
    }).view;
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
    const top = [{ playerId: 'p1', nickname: 'Ann', score: 1800, rank: 1, correctCount: 2 }];
    const podium = receiveArenaEvent(view, 'arena:podium', { seq: 3, top, playerCount: 1 }).view;
    expect(podium).toMatchObject({ phase: 'podium', standings: top });
    expect(podium.players[0]?.score).toBe(1800);
  });
});

describe('a public room starting by itself', () => {
  const bob = { id: 'p2', nickname: 'Bob', isGuest: true, connected: true, score: 0 };
  const publicLobby = () => viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID }));

  it('is told apart from a hosted room by its host id', () => {
    expect(isPublicRoom(publicLobby())).toBe(true);
    expect(isPublicRoom(viewFromSnapshot(snapshot()))).toBe(false);
  });

  it('draws the start time a late joiner reads from the snapshot', () => {
    expect(viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID, nextTickAt: 40_000 })).nextTickAt).toBe(40_000);
  });

  it('sets the start when a second player arrives and clears it when too few are left', () => {
    let view = publicLobby();
    view = receiveArenaEvent(view, 'arena:player-joined', { seq: 3, player: bob, playerCount: 2 }).view;
    const armed = receiveArenaEvent(view, 'arena:auto-start', { seq: 4, startsAt: 20_000 });
    expect(armed.needsSync).toBe(false);
    expect(armed.view).toMatchObject({ seq: 4, phase: 'lobby', nextTickAt: 20_000 });
    view = receiveArenaEvent(armed.view, 'arena:player-left', { seq: 5, playerId: 'p2', playerCount: 1 }).view;
    const disarmed = receiveArenaEvent(view, 'arena:auto-start', { seq: 6, startsAt: null });
    expect(disarmed.view).toMatchObject({ seq: 6, phase: 'lobby', nextTickAt: null });
    expect(disarmed.view.players.map((p) => p.id)).toEqual(['p1']);
  });

  it('keeps counting seq through the start, so the countdown after it applies', () => {
    let view = receiveArenaEvent(publicLobby(), 'arena:auto-start', { seq: 3, startsAt: 20_000 }).view;
    const countdown = receiveArenaEvent(view, 'arena:countdown', { seq: 4, startsAt: 23_000, questionCount: 10 });
    expect(countdown.needsSync).toBe(false);
    view = countdown.view;
    expect(view).toMatchObject({ seq: 4, phase: 'countdown', nextTickAt: 23_000, questionCount: 10 });
  });

  it('drops a stale start and asks for a snapshot when one was missed', () => {
    const view = receiveArenaEvent(publicLobby(), 'arena:auto-start', { seq: 3, startsAt: 20_000 }).view;
    const stale = receiveArenaEvent(view, 'arena:auto-start', { seq: 3, startsAt: null });
    expect(stale.view).toBe(view);
    expect(stale.view.nextTickAt).toBe(20_000);
    const gap = receiveArenaEvent(view, 'arena:auto-start', { seq: 5, startsAt: null });
    expect(gap).toEqual({ view, needsSync: true, kicked: false });
  });
});

describe('catchUpArenaEvents', () => {
  const cleo = { id: 'p3', nickname: 'Cleo', isGuest: true, connected: true, score: 0 };

  it('drops what the join snapshot covers and applies what came after it', () => {
    // The socket heard its own join (seq 2) and a later one (seq 3) before the ack's seq-2 snapshot.
    const view = viewFromSnapshot(snapshot());
    const caught = catchUpArenaEvents(view, [
      { event: 'arena:player-joined', payload: { seq: 2, player: snapshot().players[0], playerCount: 1 } },
      { event: 'arena:player-joined', payload: { seq: 3, player: cleo, playerCount: 2 } },
      { event: 'arena:auto-start', payload: { seq: 4, startsAt: 20_000 } },
    ]);
    expect(caught.needsSync).toBe(false);
    expect(caught.view).toMatchObject({ seq: 4, nextTickAt: 20_000 });
    expect(caught.view.players.map((p) => p.nickname)).toEqual(['Ann', 'Cleo']);
  });

  it('asks for a snapshot when a broadcast between them is missing', () => {
    const view = viewFromSnapshot(snapshot());
    const caught = catchUpArenaEvents(view, [
      { event: 'arena:auto-start', payload: { seq: 4, startsAt: 20_000 } },
      { event: 'arena:countdown', payload: { seq: 5, startsAt: 23_000 } },
    ]);
    expect(caught).toEqual({ view, needsSync: true, kicked: false });
  });

  it('leaves the view alone when nothing came early', () => {
    const view = viewFromSnapshot(snapshot());
    expect(catchUpArenaEvents(view, [])).toEqual({ view, needsSync: false, kicked: false });
  });
});

describe('leaderboardRows', () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    playerId: `p${i + 1}`,
    nickname: `P${i + 1}`,
    score: 100 - i,
    rank: i + 1,
    correctCount: 0,
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

describe('the size of a large room', () => {
  it('counts players from the snapshot and from each join and leave, beyond the listed ones', () => {
    let view = viewFromSnapshot(snapshot({ playerCount: 250 }));
    expect(view.playerCount).toBe(250);
    expect(view.players).toHaveLength(1);
    const newcomer = { id: 'p9', nickname: 'Nia', isGuest: true, connected: true, score: 0 };
    view = receiveArenaEvent(view, 'arena:player-joined', { seq: 3, player: newcomer, playerCount: 251 }).view;
    expect(view.playerCount).toBe(251);
    view = receiveArenaEvent(view, 'arena:player-left', { seq: 4, playerId: 'p9', playerCount: 250 }).view;
    expect(view.playerCount).toBe(250);
  });

  it('falls back to the list when an older server sends no count', () => {
    expect(viewFromSnapshot(snapshot()).playerCount).toBe(1);
  });
});
