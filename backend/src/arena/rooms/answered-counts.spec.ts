import { apply, createGame, type GameState, type StoredAnswer } from '@trivia/arena-engine';
import { ANSWERED_EVERY_MS, AnsweredCounts } from './answered-counts';
import type { PersonalSend } from './room-broadcaster';
import { carryOutEffects, type EffectTargets } from './room-effects';
import { FIVE_QUESTIONS } from './engine-questions.fixture';

const T0 = 1_700_000_000_000;
const HOST = 'user:host';

/** A host-led room (or a battle) with players p0..p3, its first question open. */
function openQuestion(hostLed: boolean): { state: GameState; openedAt: number } {
  const settings = { questionCount: 5, questionSeconds: 20, maxPlayers: 50, hostLed };
  const created = createGame(settings, FIVE_QUESTIONS, 7, HOST, T0);
  if (!created.state) throw new Error(created.error.message);
  const { state } = created;
  for (let i = 0; i < 4; i += 1)
    apply(state, { type: 'join', playerId: `p${i}`, nickname: `P${i}`, isGuest: true }, T0);
  apply(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt!;
  apply(state, { type: 'tick' }, openedAt);
  return { state, openedAt };
}

const taken = (playerId: string, at: number): StoredAnswer => ({
  playerId,
  choice: 1,
  receivedAt: at,
  elapsedMs: 500,
});

/** The owner's effect targets, keeping every personal message it sends (to any node's sockets). */
function owner() {
  const delivered: PersonalSend[] = [];
  const broadcaster = {
    toRoom: jest.fn(),
    toPlayers: (_roomId: string, sends: PersonalSend[]) => delivered.push(...sends),
    unsubscribe: jest.fn(),
  };
  const answered = new AnsweredCounts(broadcaster);
  const targets: EffectTargets = {
    broadcaster,
    owned: { schedule: jest.fn(), cancel: jest.fn() },
    answers: { queue: jest.fn(), queueUnstored: jest.fn() },
    answered,
    gameOver: jest.fn(),
  };
  const fold = (state: GameState, answers: StoredAnswer[], now: number) => {
    const outcome = apply(state, { type: 'fold', questionIndex: state.questionIndex, answers }, now);
    carryOutEffects(targets, 'room', state, outcome.effects);
  };
  return { delivered, answered, fold };
}

describe('the host’s count of answers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reaches the host alone as answers are folded, the first at once, then the latest at most every 250 ms', () => {
    const { state, openedAt } = openQuestion(true);
    const { delivered, fold } = owner();
    fold(state, [taken('p0', openedAt + 100)], openedAt + 150);
    expect(delivered).toEqual([
      { playerId: HOST, event: 'arena:answered', payload: { questionIndex: 0, answeredCount: 1 } },
    ]);
    // Folds every 50 ms, as nodes tell the owner: one more message, with the latest count, per interval.
    fold(state, [taken('p1', openedAt + 200)], openedAt + 200);
    jest.advanceTimersByTime(50);
    fold(state, [taken('p2', openedAt + 250)], openedAt + 250);
    expect(delivered).toHaveLength(1);
    jest.advanceTimersByTime(ANSWERED_EVERY_MS);
    expect(delivered.map((d) => [d.playerId, d.payload])).toEqual([
      [HOST, { questionIndex: 0, answeredCount: 1 }],
      [HOST, { questionIndex: 0, answeredCount: 3 }],
    ]);
    jest.advanceTimersByTime(10 * ANSWERED_EVERY_MS);
    expect(delivered).toHaveLength(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is never sent to a player, nor in a battle (whose host plays)', () => {
    const hosted = openQuestion(true);
    const battle = openQuestion(false);
    const inHosted = owner();
    const inBattle = owner();
    const answers = (openedAt: number) => ['p0', 'p1', 'p2'].map((p) => taken(p, openedAt + 100));
    inHosted.fold(hosted.state, answers(hosted.openedAt), hosted.openedAt + 200);
    inBattle.fold(battle.state, answers(battle.openedAt), battle.openedAt + 200);
    jest.advanceTimersByTime(ANSWERED_EVERY_MS);
    expect(inHosted.delivered.map((d) => d.playerId)).toEqual([HOST]);
    expect(inBattle.delivered.filter((d) => d.event === 'arena:answered')).toEqual([]);
  });

  it('sends nothing after close', () => {
    const { state, openedAt } = openQuestion(true);
    const { delivered, answered, fold } = owner();
    fold(state, [taken('p0', openedAt + 100)], openedAt + 100);
    fold(state, [taken('p1', openedAt + 120)], openedAt + 120);
    answered.close();
    jest.advanceTimersByTime(5 * ANSWERED_EVERY_MS);
    expect(delivered).toHaveLength(1);
  });
});
