import type { ArenaEvent } from '@trivia/contracts';
import { hostedFromSnapshot, receiveHostedEvent } from './hosted-reducer';
import { estimateQuestion, hostedSnapshot, presenterSnapshot, typedQuestion } from './hosted-snapshot.fixture';
import type { HostedView } from './hosted-types';

const apply = (view: HostedView, ...messages: ArenaEvent[]): HostedView =>
  messages.reduce((current, message) => receiveHostedEvent(current, message).view, view);

const open = (seq: number, questionIndex = 0, question = typedQuestion): ArenaEvent => ({
  event: 'arena:question',
  payload: { seq, questionIndex, questionCount: 5, question, deadline: 40_000, durationMs: 30_000 },
});

const revealTyped = (seq: number, questionIndex = 0): ArenaEvent => ({
  event: 'arena:reveal',
  payload: {
    seq,
    questionIndex,
    question: typedQuestion,
    key: { answer: 'Paris', aliases: [] },
    optionCounts: null,
    estimates: null,
    answeredCount: 2,
    correctCount: 1,
    playerCount: 2,
    nextAt: null,
  },
});

const standing = (playerId: string, nickname: string, score: number, rank: number, teamId: string | null) => ({
  playerId,
  nickname,
  score,
  rank,
  correctCount: score,
  teamId,
});

describe('hostedFromSnapshot', () => {
  it('takes the session settings, team standings, answered count and host presence', () => {
    const view = hostedFromSnapshot(hostedSnapshot({ phase: 'question', answeredCount: 1, questionIndex: 0 }));
    expect(view.settings.teamMode).toBe('teams');
    expect(view.teams.map((t) => t.name)).toEqual(['Red', 'Blue']);
    expect(view.liveAnswered).toBe(1);
    expect(view.hostConnected).toBe(true);
    expect(view.pausedReason).toBeNull();
    expect(view.you).toMatchObject({ teamId: 't1', isHost: false });
  });

  it('reads a paused room whose host is gone as waiting for the host', () => {
    const view = hostedFromSnapshot(hostedSnapshot({ paused: true, pausedRemainingMs: 9000, hostConnected: false }));
    expect(view.pausedReason).toBe('host_away');
    expect(view.hostConnected).toBe(false);
  });
});

describe('receiveHostedEvent', () => {
  it('takes the host’s pushed count of answers for the open question only, never going back', () => {
    const answered = (questionIndex: number, answeredCount: number): ArenaEvent => ({
      event: 'arena:answered',
      payload: { questionIndex, answeredCount },
    });
    let view = apply(hostedFromSnapshot(presenterSnapshot()), open(3, 0));
    expect(view.liveAnswered).toBe(0);
    view = apply(view, answered(0, 2), answered(0, 5));
    expect(view).toMatchObject({ phase: 'question', liveAnswered: 5, seq: 3 });
    // Older than what is shown (a snapshot overtook it), or about another question: left alone.
    expect(apply(view, answered(0, 4), answered(1, 9))).toEqual(view);
    view = apply(view, revealTyped(4));
    expect(apply(view, answered(0, 6)).liveAnswered).toBe(2);
  });

  it('counts answers from zero on each question and takes the reveal’s count and estimate spread', () => {
    let view = hostedFromSnapshot(hostedSnapshot({ answeredCount: 3 }));
    view = apply(view, open(3, 0, estimateQuestion));
    expect(view.liveAnswered).toBe(0);
    view = apply(view, {
      event: 'arena:reveal',
      payload: {
        seq: 4,
        questionIndex: 0,
        question: estimateQuestion,
        key: { value: 330, unit: 'metres' },
        optionCounts: null,
        estimates: { min: 100, median: 300, max: 1000, closest: 320 },
        answeredCount: 2,
        correctCount: 1,
        playerCount: 2,
        nextAt: null,
      },
    });
    expect(view).toMatchObject({ phase: 'reveal', liveAnswered: 2, estimates: { closest: 320 } });
    view = apply(view, open(5, 1));
    expect(view.estimates).toBeNull();
  });

  it('marks the host away on a host_away pause, back on host-back (still paused), running again on resume', () => {
    let view = apply(hostedFromSnapshot(hostedSnapshot({ phase: 'question', questionIndex: 0 })), {
      event: 'arena:paused',
      payload: { seq: 3, phase: 'question', remainingMs: 12_000, reason: 'host_away' },
    });
    expect(view).toMatchObject({ paused: true, pausedReason: 'host_away', hostConnected: false });
    view = apply(view, { event: 'arena:host-back', payload: { seq: 4 } });
    expect(view).toMatchObject({ paused: true, pausedReason: 'host_away', hostConnected: true });
    view = apply(view, {
      event: 'arena:resumed',
      payload: { seq: 5, phase: 'question', remainingMs: 12_000, nextAt: 50_000, deadline: 50_000 },
    });
    expect(view).toMatchObject({ paused: false, pausedReason: null, hostConnected: true, deadline: 50_000 });
  });

  it('gives the open question its new deadline, and more time left while paused', () => {
    let view = apply(hostedFromSnapshot(hostedSnapshot()), open(3));
    view = apply(view, {
      event: 'arena:time-extended',
      payload: { seq: 4, questionIndex: 0, deadline: 50_000, durationMs: 40_000 },
    });
    expect(view).toMatchObject({ deadline: 50_000, nextTickAt: 50_000, durationMs: 40_000 });
    view = apply(
      view,
      { event: 'arena:paused', payload: { seq: 5, phase: 'question', remainingMs: 5000, reason: 'host' } },
      { event: 'arena:time-extended', payload: { seq: 6, questionIndex: 0, deadline: 80_000, durationMs: 70_000 } },
    );
    expect(view.pausedRemainingMs).toBe(35_000);
    expect(view.durationMs).toBe(70_000);
  });

  it('voids a skipped question: the receipt goes and it is remembered as skipped', () => {
    let view = apply(hostedFromSnapshot(hostedSnapshot()), open(3), {
      event: 'arena:receipt',
      payload: { questionIndex: 0, receivedAt: 12_000, accepted: true },
    });
    expect(view.you?.answered).toBe(true);
    view = apply(view, { event: 'arena:skipped', payload: { seq: 4, questionIndex: 0 } });
    expect(view.skipped).toEqual([0]);
    expect(view.you).toMatchObject({ answered: false, result: null });
    expect(view.deadline).toBeNull();
  });

  it('moves a player to another team in the list, the standings and their own line', () => {
    const view = apply(hostedFromSnapshot(hostedSnapshot()), {
      event: 'arena:team-changed',
      payload: { seq: 3, playerId: 'p1', teamId: 't2' },
    });
    expect(view.players.find((p) => p.id === 'p1')?.teamId).toBe('t2');
    expect(view.you?.teamId).toBe('t2');
    const other = apply(view, { event: 'arena:team-changed', payload: { seq: 4, playerId: 'p2', teamId: 't1' } });
    expect(other.you?.teamId).toBe('t2');
    expect(other.players.find((p) => p.id === 'p2')?.teamId).toBe('t1');
  });

  it('re-marks a typed answer for the presenter: groups, standings, team standings and a note', () => {
    let view = apply(hostedFromSnapshot(presenterSnapshot()), open(3), revealTyped(4), {
      event: 'arena:answer-groups',
      payload: {
        questionIndex: 0,
        groups: [
          { answer: 'paris', count: 1, correct: true },
          { answer: 'pariss', count: 1, correct: false },
        ],
      },
    });
    expect(view.answerGroups?.groups).toHaveLength(2);
    view = apply(view, {
      event: 'arena:scores-adjusted',
      payload: {
        seq: 5,
        questionIndex: 0,
        answer: 'pariss',
        accepted: true,
        changed: 1,
        top: [standing('p1', 'Ann', 1, 1, 't1'), standing('p2', 'Bob', 1, 1, 't2')],
        teams: [
          { teamId: 't1', name: 'Red', score: 1, rank: 1, memberCount: 1 },
          { teamId: 't2', name: 'Blue', score: 1, rank: 1, memberCount: 1 },
        ],
      },
    });
    expect(view.answerGroups?.groups.find((g) => g.answer === 'pariss')?.correct).toBe(true);
    expect(view.lastAdjustment).toEqual({ questionIndex: 0, answer: 'pariss', accepted: true, changed: 1 });
    expect(view.players.find((p) => p.id === 'p2')?.score).toBe(1);
    expect(view.teams.map((t) => t.score)).toEqual([1, 1]);
    expect(view.standings).toHaveLength(2);
  });

  it('tells a re-marked player their new result, total and rank', () => {
    let view = apply(hostedFromSnapshot(hostedSnapshot()), open(3), revealTyped(4), {
      event: 'arena:result',
      payload: {
        questionIndex: 0,
        answered: true,
        receivedAt: 12_000,
        correct: false,
        speedPoints: 0,
        streakBonus: 0,
        points: 0,
        score: 0,
        streak: 0,
        rank: 2,
      },
    });
    view = apply(view, {
      event: 'arena:score-changed',
      payload: { questionIndex: 0, correct: true, points: 1, score: 1, rank: 1 },
    });
    expect(view.you).toMatchObject({ score: 1, rank: 1, result: { correct: true, points: 1 } });
    expect(view.remarked).toMatchObject({ questionIndex: 0, correct: true });
  });

  it('leaves everything as it was on a stale broadcast, and waits for a snapshot on a gap', () => {
    const view = hostedFromSnapshot(hostedSnapshot());
    const stale = receiveHostedEvent(view, { event: 'arena:host-back', payload: { seq: 2 } });
    expect(stale.view).toBe(view);
    const gap = receiveHostedEvent(view, {
      event: 'arena:team-changed',
      payload: { seq: 9, playerId: 'p1', teamId: 't2' },
    });
    expect(gap).toEqual({ view, needsSync: true, kicked: false });
  });

  it('keeps why an admin removed this player, or closed the room', () => {
    const view = hostedFromSnapshot(hostedSnapshot());
    const kicked = receiveHostedEvent(view, {
      event: 'arena:kicked',
      payload: { reason: 'admin', message: 'Offensive nickname' },
    });
    expect(kicked.kicked).toBe(true);
    expect(kicked.view.removed).toEqual({ reason: 'admin', message: 'Offensive nickname' });
    const ended = apply(view, {
      event: 'arena:ended',
      payload: { seq: 3, reason: 'admin', message: 'Closed for maintenance', top: [], teams: [] },
    });
    expect(ended).toMatchObject({ phase: 'ended', endedReason: 'admin', endedMessage: 'Closed for maintenance' });
  });

  it('takes team standings from the leaderboard and the podium', () => {
    const teams = [
      { teamId: 't2', name: 'Blue', score: 2.5, rank: 1, memberCount: 2 },
      { teamId: 't1', name: 'Red', score: 1, rank: 2, memberCount: 1 },
    ];
    const view = apply(hostedFromSnapshot(hostedSnapshot()), open(3), revealTyped(4), {
      event: 'arena:leaderboard',
      payload: { seq: 5, questionIndex: 0, questionCount: 5, top: [], teams, playerCount: 3, nextAt: null },
    });
    expect(view.teams).toEqual(teams);
    expect(view.nextTickAt).toBeNull();
  });

  it('redraws from a snapshot of the same reveal without losing the spread or the answer groups', () => {
    let view = apply(hostedFromSnapshot(presenterSnapshot()), open(3), revealTyped(4), {
      event: 'arena:answer-groups',
      payload: { questionIndex: 0, groups: [{ answer: 'paris', count: 2, correct: true }] },
    });
    view = apply(view, {
      event: 'arena:snapshot',
      payload: presenterSnapshot({ seq: 4, phase: 'reveal', questionIndex: 0, question: typedQuestion }),
    });
    expect(view.answerGroups?.groups).toHaveLength(1);
    expect(view.settings.hostLed).toBe(true);
  });

  it('takes the answer groups from the host’s snapshot when a reloaded presenter has none of its own', () => {
    const groups = { questionIndex: 0, groups: [{ answer: 'paris', count: 3, correct: true }] };
    const view = hostedFromSnapshot(
      presenterSnapshot({ phase: 'reveal', questionIndex: 0, question: typedQuestion, answerGroups: groups }),
    );
    expect(view.answerGroups).toEqual(groups);
  });
});
