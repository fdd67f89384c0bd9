import { apply, createGame, type GameState, serialize, type StoredAnswer } from '@trivia/arena-engine';
import type { RoomFacts } from '../store/room-store';
import { LiveRoom, type RoomHooks, type RoomPersistence, replay } from './live-room';
import { commandFor, isMoved, type RoomReply } from './room-request';
import { FIVE_QUESTIONS } from './engine-questions.fixture';

const T0 = 1_700_000_000_000;

function newGame(): GameState {
  const created = createGame(
    { questionCount: 5, questionSeconds: 10, countdownMs: 1000 },
    FIVE_QUESTIONS,
    7,
    'user:host',
    T0,
  );
  if (!created.state) throw new Error(created.error.message);
  return created.state;
}

/** A store that keeps what it was given, and lets a test hold a write open or make it fail. */
class FakeStore implements RoomPersistence {
  snapshots: string[] = [];
  log: string[] = [];
  facts: RoomFacts[] = [];
  /** Answers "stored" by other nodes, per question, and the questions collected (their gates closed). */
  stored = new Map<number, StoredAnswer[]>();
  collected: number[] = [];
  writes = 0;
  fence = true;
  failWith: Error | null = null;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  async snapshot(state: string): Promise<boolean> {
    return this.write(() => {
      this.snapshots.push(state);
      this.log = [];
    });
  }

  async append(entries: string[], facts: RoomFacts): Promise<boolean> {
    return this.write(() => {
      this.log.push(...entries);
      this.facts.push(facts);
    });
  }

  async collect(questionIndex: number): Promise<StoredAnswer[] | null> {
    if (!this.fence) return null;
    this.collected.push(questionIndex);
    return this.stored.get(questionIndex) ?? [];
  }

  private async write(change: () => void): Promise<boolean> {
    this.writes += 1;
    await this.gate;
    if (this.failWith) throw this.failWith;
    if (!this.fence) return false;
    change();
    return true;
  }
}

function setUp(state = newGame()) {
  let now = T0 + 10;
  const store = new FakeStore();
  const told: string[] = [];
  const hooks: RoomHooks & { lostCalls: number; staleCalls: number } = {
    lostCalls: 0,
    staleCalls: 0,
    carryOut: (_state, effects) => told.push(...effects.map((e) => ('event' in e ? e.event : e.type))),
    lost: () => (hooks.lostCalls += 1),
    stale: () => (hooks.staleCalls += 1),
  };
  const stored = { snapshot: serialize(state), log: [] };
  const room = new LiveRoom('room-1', structuredClone(state), stored, store, hooks, () => now);
  return { room, store, told, hooks, advance: (ms: number) => (now += ms), now: () => now };
}

const join = (playerId: string, nickname: string) => ({ op: 'join' as const, playerId, nickname, isGuest: true });

describe('LiveRoom', () => {
  it('makes a batch durable in one write before anyone hears of it, and replies in order', async () => {
    const { room, store, told } = setUp();
    store.hold();
    const first = room.submit(join('g:1', 'Ada'));
    const rest = [room.submit(join('g:2', 'Brian')), room.submit(join('g:3', 'Cleo'))];
    await Promise.resolve();
    expect(told).toEqual([]);
    store.release();
    const replies = (await Promise.all([first, ...rest])) as RoomReply[];
    expect(replies.every((r) => r.ok)).toBe(true);
    // The first join went alone; the two that queued behind it were written together.
    expect(store.writes).toBe(2);
    expect(store.log).toHaveLength(3);
    expect(told.filter((e) => e === 'arena:player-joined')).toHaveLength(3);
    expect(room.state.players.map((p) => p.nickname)).toEqual(['Ada', 'Brian', 'Cleo']);
  });

  it('answers a join with the joiner’s own snapshot, and the host opening the room changes nothing', async () => {
    const { room, store } = setUp();
    const reply = (await room.submit(join('g:1', 'Ada'))) as RoomReply;
    expect(reply.ok && reply.view?.you?.nickname).toBe('Ada');
    const host = (await room.submit(join('user:host', 'Host'))) as RoomReply;
    expect(host.ok && host.view?.hostId).toBe('user:host');
    expect(room.state.players).toHaveLength(1);
    expect(store.log).toHaveLength(1);
  });

  it('appends only the commands, even at a phase change, and compacts once the log outgrows the snapshot', async () => {
    const { room, store } = setUp();
    await room.submit(join('g:1', 'Ada'));
    await room.submit({ op: 'host', playerId: 'user:host', isAdmin: false, action: 'start' });
    expect(store.snapshots).toHaveLength(0);
    expect(store.log).toHaveLength(2);
    // Typed answers of the longest kind are not allowed in the lobby, so grow the log with joins and leaves.
    for (let i = 0; store.snapshots.length === 0 && i < 5000; i += 1) {
      await room.submit({ op: 'view', playerId: 'g:1' });
      await room.submit({ op: 'leave', playerId: 'g:1', reason: 'disconnect' });
      await room.submit(join('g:1', 'Ada'));
    }
    expect(store.snapshots).toHaveLength(1);
    expect(store.log.length).toBeLessThan(3);
    expect(JSON.parse(store.snapshots[0]!).phase).toBe('countdown');
  });

  it('rebuilds exactly the live state from the last snapshot and the log', async () => {
    const initial = newGame();
    const { room, store, advance } = setUp(initial);
    await room.submit(join('g:1', 'Ada'));
    await room.submit(join('g:2', 'Brian'));
    await room.submit({ op: 'host', playerId: 'user:host', isAdmin: false, action: 'start' });
    advance(1500);
    await room.submit({ op: 'tick' });
    advance(700);
    const answer = { playerId: 'g:1', choice: 2, receivedAt: T0 + 2200, elapsedMs: 700 };
    await room.submit({ op: 'fold', questionIndex: 0, answers: [answer] });
    expect(store.log).toHaveLength(5);
    const rebuilt = replay(structuredClone(initial), store.log);
    expect(serialize(rebuilt)).toBe(serialize(room.state));
    expect(rebuilt.answers).toHaveLength(1);
  });

  it('writes who may answer and the answer gate with the batch that changes them', async () => {
    const { room, store, advance } = setUp();
    await room.submit(join('g:1', 'Ada'));
    await room.submit(join('g:2', 'Brian'));
    await room.submit({ op: 'host', playerId: 'user:host', isAdmin: false, action: 'kick', target: 'g:2' });
    expect(store.facts.map((f) => f.members)).toEqual([[['g:1', 'in']], [['g:2', 'in']], [['g:2', 'kicked']]]);
    // The gate is written once (no question yet), then not again until it changes.
    expect(store.facts.map((f) => f.gate?.status)).toEqual(['none', undefined, undefined]);
    await room.submit({ op: 'host', playerId: 'user:host', isAdmin: false, action: 'start' });
    advance(1500);
    await room.submit({ op: 'tick' });
    expect(store.facts.at(-1)?.gate).toMatchObject({ questionIndex: 0, status: 'open', deadline: T0 + 1510 + 10_000 });
  });

  it('closes the gate and folds in every stored answer before it reveals, so none is left out', async () => {
    const { room, store, advance, told } = setUp();
    await room.submit(join('g:1', 'Ada'));
    await room.submit(join('g:2', 'Brian'));
    await room.submit({ op: 'host', playerId: 'user:host', isAdmin: false, action: 'start' });
    advance(1500);
    await room.submit({ op: 'tick' });
    // One answer was told to the room; the other was stored but its news never came (its node died).
    const ada = { playerId: 'g:1', choice: 2, receivedAt: T0 + 2000, elapsedMs: 490 };
    const brian = { playerId: 'g:2', choice: 2, receivedAt: T0 + 3000, elapsedMs: 1490 };
    await room.submit({ op: 'fold', questionIndex: 0, answers: [ada] });
    store.stored.set(0, [ada, brian]);
    expect(store.collected).toEqual([]);
    advance(10_000);
    await room.submit({ op: 'tick' });
    expect(store.collected).toEqual([0]);
    expect(room.state.phase).toBe('reveal');
    expect(room.state.players.map((p) => p.score)).toEqual([976, 926]);
    expect(told).toContain('arena:reveal');
    expect(store.facts.at(-1)?.gate).toMatchObject({ questionIndex: 0, status: 'closed' });
  });

  it('refuses with the catalogue code and logs nothing for a refused command', async () => {
    const { room, store } = setUp();
    const reply = (await room.submit({ op: 'solo', playerId: 'g:9' })) as RoomReply;
    expect(reply).toMatchObject({ ok: false, code: 'ARENA_005' });
    expect(store.writes).toBe(0);
  });

  it('tells no one and gives the room up to be rebuilt from the store when the store is unreachable', async () => {
    const { room, store, told, hooks } = setUp();
    store.hold();
    const first = room.submit(join('g:1', 'Ada'));
    const queued = room.submit(join('g:2', 'Brian'));
    store.failWith = new Error('Connection is closed.');
    store.release();
    // Both senders look for the room again: the rebuilt one has neither join, so they can simply retry.
    expect(isMoved(await first)).toBe(true);
    expect(isMoved(await queued)).toBe(true);
    expect(told).toEqual([]);
    expect(hooks.staleCalls).toBe(1);
    expect(hooks.lostCalls).toBe(0);
    expect(isMoved(await room.submit({ op: 'view', playerId: 'g:1' }))).toBe(true);
  });

  it('gives the room up when the fence refuses a write: another node owns it now', async () => {
    const { room, store, told, hooks } = setUp();
    store.fence = false;
    expect(isMoved(await room.submit(join('g:1', 'Ada')))).toBe(true);
    expect(hooks.lostCalls).toBe(1);
    expect(told).toEqual([]);
    expect(isMoved(await room.submit({ op: 'view', playerId: 'g:1' }))).toBe(true);
  });
});

describe('commandFor', () => {
  const state = newGame();

  it('lets an admin run any room as its host', () => {
    expect(commandFor(state, { op: 'host', playerId: 'user:admin', isAdmin: true, action: 'pause' })).toEqual({
      type: 'pause',
      by: 'user:host',
    });
    expect(
      commandFor(state, { op: 'host', playerId: 'user:other', isAdmin: false, action: 'kick', target: 'g:1' }),
    ).toEqual({ type: 'kick', by: 'user:other', playerId: 'g:1' });
  });

  it('gives the host more time, a skip and a player’s team; a missing field makes a command the engine refuses', () => {
    const host = { op: 'host', playerId: 'user:host', isAdmin: false } as const;
    expect(commandFor(state, { ...host, action: 'extend', seconds: 15 })).toEqual({
      type: 'extend',
      by: 'user:host',
      seconds: 15,
    });
    expect(commandFor(state, { ...host, action: 'skip' })).toEqual({ type: 'skip', by: 'user:host' });
    expect(commandFor(state, { ...host, action: 'team', target: 'g:1', teamId: 't2' })).toEqual({
      type: 'setTeam',
      by: 'user:host',
      playerId: 'g:1',
      teamId: 't2',
    });
    const noSeconds = commandFor(state, { ...host, action: 'extend' })!;
    expect(apply(structuredClone(state), noSeconds, Date.now()).error?.code).toBe('VAL_001');
  });

  it('treats a view, and the host opening their own room, as reads', () => {
    expect(commandFor(state, { op: 'view', playerId: 'g:1' })).toBeNull();
    expect(commandFor(state, join('user:host', 'Host'))).toBeNull();
  });
});
