import { hostedFromSnapshot } from './hosted-reducer';
import { estimateQuestion, hostedSnapshot, orderQuestion, typedQuestion } from './hosted-snapshot.fixture';
import type { HostedView } from './hosted-types';
import {
  canPickTeam,
  choiceText,
  moveItem,
  nearestPlace,
  ownResult,
  parseEstimate,
  placeItem,
  playerAnnouncement,
  standingLine,
  waitNotice,
} from './player-logic';

const view = (over: Partial<HostedView> = {}): HostedView => ({ ...hostedFromSnapshot(hostedSnapshot()), ...over });
const result = (correct: boolean, points: number, answered = true) => ({
  answered,
  correct,
  points,
  speedPoints: points,
  streakBonus: 0,
});
const you = (over: Partial<NonNullable<HostedView['you']>>) => ({ ...view().you!, ...over });

describe('order answers', () => {
  it('moves an item one place up or down, and not past either end', () => {
    expect(moveItem([0, 1, 2], 1, -1)).toEqual([1, 0, 2]);
    expect(moveItem([0, 1, 2], 1, 1)).toEqual([0, 2, 1]);
    expect(moveItem([0, 1, 2], 0, -1)).toEqual([0, 1, 2]);
    expect(moveItem([0, 1, 2], 2, 1)).toEqual([0, 1, 2]);
  });

  it('drops a dragged item at its new place, the others closing up', () => {
    expect(placeItem([0, 1, 2, 3], 0, 2)).toEqual([1, 2, 0, 3]);
    expect(placeItem([0, 1, 2, 3], 3, 0)).toEqual([3, 0, 1, 2]);
    expect(placeItem([0, 1, 2], 1, 1)).toEqual([0, 1, 2]);
  });
});

describe('nearestPlace', () => {
  it('drops on the place whose centre is nearest the pointer', () => {
    expect(nearestPlace([20, 80, 140], 0)).toBe(0);
    expect(nearestPlace([20, 80, 140], 60)).toBe(1);
    expect(nearestPlace([20, 80, 140], 500)).toBe(2);
  });
});

describe('parseEstimate', () => {
  it.each([
    ['1066', 1066],
    ['1,066.5', 1066.5],
    [' 12 000 ', 12000],
    ['-40', -40],
    ['.5', 0.5],
  ])('reads %p as %p', (text, value) => {
    expect(parseEstimate(text)).toEqual({ value, error: null });
  });

  it.each(['', 'about 40', '1e5', '12..3', '--4'])('refuses %p', (text) => {
    expect(parseEstimate(text)).toEqual({ value: null, error: 'Enter a number' });
  });

  it('refuses a number beyond what the server takes', () => {
    expect(parseEstimate('9999999999999')).toEqual({ value: null, error: 'That number is too large' });
  });
});

describe('choiceText', () => {
  it('says what was sent for every kind of answer', () => {
    expect(choiceText(orderQuestion, [2, 0, 1])).toBe('Babylon → Rome → Paris');
    expect(choiceText(estimateQuestion, { estimate: 320 })).toBe('320 metres');
    expect(choiceText(typedQuestion, 'paris')).toBe('paris');
    expect(choiceText({ ...typedQuestion, type: 'multiple_choice', options: ['A', 'B'] }, 1)).toBe('B');
    expect(choiceText(typedQuestion, null)).toBeNull();
  });
});

describe('ownResult', () => {
  const revealed = (over: Partial<HostedView>) =>
    view({
      phase: 'reveal',
      questionIndex: 0,
      question: typedQuestion,
      key: { answer: 'Paris', aliases: [] },
      ...over,
    });

  it('gives a point for a right answer in accuracy scoring', () => {
    expect(ownResult(revealed({ you: you({ result: result(true, 1) }) }))).toEqual({
      tone: 'green',
      title: 'Correct!',
      detail: '+1 point.',
    });
  });

  it('names the answer when this player missed it or gave none', () => {
    expect(ownResult(revealed({ you: you({ result: result(false, 0) }) }))).toEqual({
      tone: 'gray',
      title: 'Not this time',
      detail: 'The answer: Paris.',
    });
    expect(ownResult(revealed({ you: you({ result: result(false, 0, false) }) }))?.title).toBe('No answer this time');
  });

  it('calls the winning estimate closest, thanks a voter, and says when the host re-marked', () => {
    const estimate = revealed({ question: estimateQuestion, key: { value: 330, unit: 'metres' } });
    expect(ownResult({ ...estimate, you: you({ result: result(true, 1) }) })?.title).toBe('Closest!');
    expect(ownResult(revealed({ question: { ...typedQuestion, type: 'poll', options: ['a', 'b'] } }))?.title).toBe(
      'Thanks for voting',
    );
    const remarked = revealed({
      you: you({ result: result(true, 1) }),
      remarked: { questionIndex: 0, correct: true, points: 1, score: 3, rank: 1 },
    });
    expect(ownResult(remarked)?.detail).toBe('+1 point. The host re-marked your answer.');
  });

  it('says a skipped question scores nobody', () => {
    expect(ownResult(revealed({ skipped: [0] }))?.title).toBe('Question skipped');
  });
});

describe('the player’s standing and notices', () => {
  it('reads score, rank and team', () => {
    expect(standingLine(view({ you: you({ score: 4, rank: 2 }) }))).toBe('Score 4 · rank 2 · team Red');
  });

  it('tells a paused player whether the host paused or their screen dropped', () => {
    expect(waitNotice(view())).toBeNull();
    expect(waitNotice(view({ paused: true, pausedReason: 'host' }))?.title).toBe('Paused');
    expect(waitNotice(view({ paused: true, pausedReason: 'host_away', hostConnected: false }))?.title).toBe(
      'Waiting for the host',
    );
    expect(waitNotice(view({ paused: true, pausedReason: 'host_away', hostConnected: true }))?.title).toBe(
      'The host is back',
    );
  });

  it('lets a player pick a team only in a teams room and outside an open question', () => {
    expect(canPickTeam(view())).toBe(true);
    expect(canPickTeam(view({ phase: 'question' }))).toBe(false);
    expect(canPickTeam(view({ settings: { ...view().settings, teamMode: 'tables' } }))).toBe(false);
  });

  it('says once that ten seconds are left, unless the answer is in', () => {
    const open = view({ phase: 'question', questionIndex: 0, question: typedQuestion });
    expect(playerAnnouncement(open, true)).toBe('Question 1 of 5: Capital of France?');
    expect(playerAnnouncement(open, true, true)).toBe('10 seconds left.');
    expect(playerAnnouncement({ ...open, you: you({ answered: true }) }, true, true)).toBe('Answer received.');
  });

  it('announces the receipt and the admin’s reason for ending', () => {
    expect(playerAnnouncement(view({ phase: 'question', questionIndex: 0, you: you({ answered: true }) }), true)).toBe(
      'Answer received.',
    );
    expect(playerAnnouncement(view({ phase: 'ended', endedMessage: 'Closed by an admin' }), true)).toBe(
      'Closed by an admin',
    );
  });
});
