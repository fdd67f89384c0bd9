import { hostedFromSnapshot } from './hosted-reducer';
import { presenterSnapshot, typedQuestion } from './hosted-snapshot.fixture';
import type { HostedView } from './hosted-types';
import { presenterAnnouncement, presenterControls, questionHeading, waitingForHost } from './presenter-logic';

const view = (over: Partial<HostedView> = {}): HostedView => ({ ...hostedFromSnapshot(presenterSnapshot()), ...over });

describe('presenterControls', () => {
  it('offers Start in the lobby once someone is connected, and End', () => {
    expect(presenterControls(view())).toMatchObject({ start: { enabled: true }, next: null, pause: null, end: true });
    const empty = view({ players: [] });
    expect(presenterControls(empty).start).toEqual({ enabled: false });
  });

  it('names what Next does at each step of a question', () => {
    const q = { questionIndex: 2, questionCount: 3, question: typedQuestion };
    expect(presenterControls(view({ ...q, phase: 'question' })).next?.label).toBe('Reveal answer');
    expect(presenterControls(view({ ...q, phase: 'reveal' })).next?.label).toBe('Show scores');
    expect(presenterControls(view({ ...q, questionIndex: 1, phase: 'leaderboard' })).next?.label).toBe('Next question');
    expect(presenterControls(view({ ...q, phase: 'leaderboard' })).next?.label).toBe('Final results');
  });

  it('extends only an open question, skips an open or revealed one, and moves nothing on while paused', () => {
    const open = presenterControls(view({ phase: 'question', questionIndex: 0 }));
    expect(open).toMatchObject({ extend: { enabled: true }, skip: { enabled: true }, pause: { action: 'pause' } });
    const revealed = presenterControls(view({ phase: 'reveal', questionIndex: 0 }));
    expect(revealed.extend).toBeNull();
    expect(revealed.skip).toEqual({ enabled: true });
    const paused = presenterControls(view({ phase: 'question', questionIndex: 0, paused: true }));
    expect(paused).toMatchObject({ next: { enabled: false }, skip: { enabled: false }, pause: { action: 'resume' } });
  });

  it('has nothing but the results once the game is over', () => {
    expect(presenterControls(view({ phase: 'podium' }))).toEqual({
      start: null,
      next: null,
      pause: null,
      skip: null,
      extend: null,
      end: false,
    });
  });
});

describe('presenter texts', () => {
  it('heads a question with its round when it has one', () => {
    expect(questionHeading(view({ questionIndex: 6, questionCount: 40, question: typedQuestion }))).toBe(
      'Question 7 of 40',
    );
    const round = { ...typedQuestion, round: 'Round 2: Geography' };
    expect(questionHeading(view({ questionIndex: 6, questionCount: 40, question: round }))).toBe(
      'Round 2: Geography · Question 7 of 40',
    );
  });

  it('waits for the host only in a host-paced room with no timer set', () => {
    expect(waitingForHost(view({ phase: 'reveal', nextTickAt: null }))).toBe(true);
    expect(waitingForHost(view({ phase: 'reveal', nextTickAt: 5000 }))).toBe(false);
    expect(waitingForHost(view({ phase: 'question', nextTickAt: null }))).toBe(false);
  });

  it('announces phases, not ticks', () => {
    expect(presenterAnnouncement(view(), true)).toBe('2 players have joined.');
    expect(presenterAnnouncement(view({ paused: true }), true)).toBe('Paused.');
    expect(presenterAnnouncement(view(), false)).toBe('Connection lost. Reconnecting…');
  });
});
