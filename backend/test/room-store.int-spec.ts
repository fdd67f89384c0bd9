import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { InProcessLeaseStore, InProcessRoomStore } from '../src/arena/store/in-process-room-store';
import { RedisLeaseStore, RedisRoomStore } from '../src/arena/store/redis-room-store';
import { type AnswerGate, type Choice, checkAnswer } from '@trivia/arena-engine';
import type { LeaseStore, RoomFacts, RoomStore } from '../src/arena/store/room-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: `it-rooms-${process.pid}:` }) : null;
afterAll(() => redis?.quit());

/** `keepClosedMs`: how long a closed room stays (ten minutes in the app). */
type Stores = (keepClosedMs?: number) => { rooms: RoomStore; leases: LeaseStore };
const implementations: [string, Stores][] = [
  [
    'in process',
    (keepClosedMs) => {
      const leases = new InProcessLeaseStore();
      return { rooms: new InProcessRoomStore(leases, Date.now, keepClosedMs), leases };
    },
  ],
];
if (redis) {
  implementations.push([
    'Redis',
    (keepClosedMs) => ({ rooms: new RedisRoomStore(redis, keepClosedMs), leases: new RedisLeaseStore(redis) }),
  ]);
}

describe.each(implementations)('Arena room store (%s)', (_name, make) => {
  const { rooms, leases } = make();
  const ids = () => ({ roomId: randomUUID(), pin: String(Math.floor(100000 + Math.random() * 900000)) });

  it('creates a room under a free PIN only, and finds it by PIN', async () => {
    const { roomId, pin } = ids();
    expect(await rooms.create(roomId, pin, '{"phase":"lobby"}', 60_000)).toBe(true);
    expect(await rooms.create(randomUUID(), pin, '{}', 60_000)).toBe(false);
    expect(await rooms.roomForPin(pin)).toBe(roomId);
    expect(await rooms.load(roomId)).toEqual({ state: '{"phase":"lobby"}', log: [] });
    expect(await rooms.openRooms()).toContain(roomId);
    await rooms.markClosed(roomId);
    expect(await rooms.openRooms()).not.toContain(roomId);
  });

  it('keeps a log of commands after the snapshot, in order, and a snapshot empties it', async () => {
    const { roomId, pin } = ids();
    await leases.acquire(roomId, 'node-a', 60_000);
    await rooms.create(roomId, pin, 's1', 60_000);
    expect(await rooms.appendLog(roomId, 'node-a', ['c1', 'c2'])).toBe(true);
    const many = Array.from({ length: 1200 }, (_, i) => `m${i}`);
    expect(await rooms.appendLog(roomId, 'node-a', many)).toBe(true);
    expect(await rooms.load(roomId)).toEqual({ state: 's1', log: ['c1', 'c2', ...many] });
    expect(await rooms.writeSnapshot(roomId, 'node-a', 's2', 60_000)).toBe(true);
    expect(await rooms.appendLog(roomId, 'node-a', ['c3'])).toBe(true);
    expect(await rooms.load(roomId)).toEqual({ state: 's2', log: ['c3'] });
  });

  it('judges answers by the written gate and members, stores each once, and closes on collect', async () => {
    const { roomId, pin } = ids();
    await leases.acquire(roomId, 'node-a', 60_000);
    await rooms.create(roomId, pin, 's1', 60_000);
    const answer = (playerId: string, choice: number | string, questionIndex = 2) =>
      rooms.storeAnswer(roomId, { playerId, questionIndex, choice });
    const refusal = async (reply: ReturnType<typeof answer>) => {
      const result = await reply;
      return result.ok ? 'ok' : result.refusal;
    };
    const members: RoomFacts['members'] = [
      ['g:1', 'in'],
      ['g:2', 'in'],
      ['g:3', 'kicked'],
      ['g:4', 'in'],
    ];
    expect(await rooms.appendLog(roomId, 'node-a', ['join'], { members })).toBe(true);
    expect(await refusal(answer('g:1', 0))).toBe('wrongPhase');
    const opened = Date.now();
    const gate: AnswerGate = {
      questionIndex: 2,
      status: 'open',
      deadline: opened + 10_000,
      durationMs: 10_000,
      type: 'multiple_choice',
      optionCount: 4,
    };
    expect(await rooms.appendLog(roomId, 'node-a', ['tick'], { gate, members: [['g:4', null]] })).toBe(true);
    expect(await refusal(answer('g:3', 0))).toBe('kicked');
    expect(await refusal(answer('g:4', 0))).toBe('notInRoom');
    expect(await refusal(answer('host', 0))).toBe('notInRoom');
    expect(await refusal(answer('g:1', 0, 1))).toBe('otherQuestion');
    expect(await refusal(answer('g:1', 'B'))).toBe('pickOption');
    expect(await refusal(answer('g:1', 4))).toBe('notOffered');
    const first = await answer('g:1', 3);
    expect(first).toMatchObject({ ok: true, stored: { playerId: 'g:1', choice: 3 } });
    const stored = first.ok ? first.stored : null;
    expect(stored!.receivedAt).toBeGreaterThanOrEqual(opened - 50);
    expect(stored!.elapsedMs).toBe(10_000 - (opened + 10_000 - stored!.receivedAt));
    expect(await refusal(answer('g:1', 1))).toBe('duplicate');
    expect(await rooms.collectAnswers(roomId, 'node-b', 2, true)).toBeNull();
    expect(await rooms.collectAnswers(roomId, 'node-a', 2, false)).toEqual([stored]);
    // Still open after a read that does not close; typed answers keep their text, colons and all.
    expect(await rooms.appendLog(roomId, 'node-a', ['type'], { gate: { ...gate, type: 'text', optionCount: 0 } })).toBe(
      true,
    );
    expect(await refusal(answer('g:2', ''))).toBe('typeAnswer');
    expect(await answer('g:2', 'Paris: the city')).toMatchObject({ ok: true, stored: { choice: 'Paris: the city' } });
    const collected = await rooms.collectAnswers(roomId, 'node-a', 2, true);
    expect(collected?.map((a) => [a.playerId, a.choice]).sort()).toEqual([
      ['g:1', 3],
      ['g:2', 'Paris: the city'],
    ]);
    expect(await refusal(answer('g:1', 0))).toBe('late');
    expect(await refusal(answer('g:1', 0, 3))).toBe('wrongPhase');
    // A past deadline is late too, by the store's clock.
    const past = { ...gate, questionIndex: 3, deadline: Date.now() - 1 };
    expect(await rooms.appendLog(roomId, 'node-a', ['next'], { gate: past })).toBe(true);
    expect(await refusal(answer('g:1', 0, 3))).toBe('late');
  });

  it('judges order, estimate and poll answers as the engine’s checkAnswer does, and keeps their shapes', async () => {
    const { roomId, pin } = ids();
    await leases.acquire(roomId, 'node-a', 60_000);
    await rooms.create(roomId, pin, 's1', 60_000);
    const CASES: [AnswerGate['type'], number, Choice][] = [
      ['order', 4, [2, 0, 3, 1]],
      ['order', 4, [2, 0, 3]],
      ['order', 4, [2, 2, 3, 1]],
      ['order', 4, [2, 0, 3, 4]],
      ['order', 3, [0, 1, 2, 3]],
      ['order', 4, 2],
      ['order', 4, '2031'],
      ['order', 4, { estimate: 2031 }],
      ['estimate', 0, { estimate: 1066.5 }],
      ['estimate', 0, { estimate: -0.000001 }],
      ['estimate', 0, { estimate: 1e12 }],
      ['estimate', 0, { estimate: 1e12 + 1 }],
      ['estimate', 0, 7],
      ['estimate', 0, [0, 1, 2]],
      ['estimate', 0, '7'],
      ['poll', 3, 2],
      ['poll', 3, 3],
      ['poll', 3, [0, 1, 2]],
      ['poll', 3, { estimate: 1 }],
      ['text', 0, [0, 1, 2]],
      ['multiple_choice', 4, { estimate: 1 }],
    ];
    const members: RoomFacts['members'] = CASES.map((_, i) => [`p${i}`, 'in']);
    const opened = Date.now();
    // Extended by 20 s: answers are timed over the question's full length.
    const base: AnswerGate = {
      questionIndex: 0,
      status: 'open',
      deadline: opened + 30_000,
      durationMs: 30_000,
      type: null,
      optionCount: 0,
    };
    for (const [i, [type, optionCount, choice]] of CASES.entries()) {
      const gate = { ...base, questionIndex: i, type, optionCount };
      expect(await rooms.appendLog(roomId, 'node-a', ['q'], { gate, ...(i === 0 ? { members } : {}) })).toBe(true);
      const result = await rooms.storeAnswer(roomId, { playerId: `p${i}`, questionIndex: i, choice });
      const expected = checkAnswer(gate, 'in', false, { questionIndex: i, choice }, Date.now());
      expect([type, choice, result.ok ? null : result.refusal]).toEqual([type, choice, expected]);
      if (!result.ok) continue;
      expect(result.stored.elapsedMs).toBeLessThan(2000);
      const [collected] = (await rooms.collectAnswers(roomId, 'node-a', i, true))!;
      expect(collected).toEqual(result.stored);
      expect(collected!.choice).toEqual(choice);
    }
  });

  it('refuses writes from a node that does not hold the lease: the fence', async () => {
    const { roomId, pin } = ids();
    await leases.acquire(roomId, 'node-a', 60_000);
    await rooms.create(roomId, pin, 's1', 60_000);
    expect(await rooms.appendLog(roomId, 'node-b', ['stale'])).toBe(false);
    expect(await rooms.writeSnapshot(roomId, 'node-b', 'stale', 60_000)).toBe(false);
    await leases.release(roomId, 'node-a');
    expect(await rooms.appendLog(roomId, 'node-a', ['late'])).toBe(false);
    expect(await rooms.load(roomId)).toEqual({ state: 's1', log: [] });
    expect(await rooms.writeSnapshot(randomUUID(), 'node-a', 'no such room', 60_000)).toBe(false);
  });

  it('forgets a room and its PIN on delete, and after its time to live', async () => {
    const first = ids();
    await rooms.create(first.roomId, first.pin, 'x', 60_000);
    await rooms.delete(first.roomId, first.pin);
    expect(await rooms.load(first.roomId)).toBeNull();
    expect(await rooms.roomForPin(first.pin)).toBeNull();
    const second = ids();
    await rooms.create(second.roomId, second.pin, 'x', 50);
    await sleep(120);
    expect(await rooms.load(second.roomId)).toBeNull();
    expect(await rooms.create(randomUUID(), second.pin, 'y', 60_000)).toBe(true);
  });

  it('gives a lease to one node at a time, and to another once it lapses', async () => {
    const { roomId } = ids();
    expect(await leases.acquire(roomId, 'node-a', 100)).toBe(true);
    expect(await leases.acquire(roomId, 'node-b', 100)).toBe(false);
    expect(await leases.renewAll('node-b', [roomId], 100)).toEqual(new Set());
    expect(await leases.renewAll('node-a', [roomId], 100)).toEqual(new Set([roomId]));
    await leases.release(roomId, 'node-b');
    expect(await leases.holder(roomId)).toBe('node-a');
    await sleep(180);
    expect(await leases.holder(roomId)).toBeNull();
    expect(await leases.acquire(roomId, 'node-b', 1000)).toBe(true);
    await leases.release(roomId, 'node-b');
    expect(await leases.holder(roomId)).toBeNull();
  });

  it('renews all of a node’s leases in one call, only those it still holds, and reports which', async () => {
    const mine = Array.from({ length: 1200 }, () => randomUUID());
    // Long enough that taking 1,200 leases never outlasts it, even on a busy machine (600 ms once did, in CI).
    const ttlMs = 2_000;
    const started = Date.now();
    await Promise.all(mine.map((roomId) => leases.acquire(roomId, 'node-a', ttlMs)));
    const theirs = randomUUID();
    await leases.acquire(theirs, 'node-b', 60_000);
    const lapsing = randomUUID();
    await leases.acquire(lapsing, 'node-a', 50);
    await sleep(100);
    const renewed = await leases.renewAll('node-a', [...mine, theirs, lapsing, randomUUID()], 60_000);
    expect(renewed).toEqual(new Set(mine));
    // Past the first leases' end: only the renewal holds them now.
    await sleep(Math.max(0, started + ttlMs + 100 - Date.now()));
    expect(await leases.holder(mine[0]!)).toBe('node-a');
    expect(await leases.holder(mine[1199]!)).toBe('node-a');
    expect(await leases.holder(theirs)).toBe('node-b');
    expect(await leases.acquire(lapsing, 'node-b', 60_000)).toBe(true);
    expect(await leases.renewAll('node-a', [], 60_000)).toEqual(new Set());
  });

  it('names the open rooms whose owner is gone (lease lapsed or released), and no others', async () => {
    const room = async (ttlMs: number) => {
      const { roomId, pin } = ids();
      await leases.acquire(roomId, 'node-a', ttlMs);
      await rooms.create(roomId, pin, 'x', 60_000);
      return roomId;
    };
    const live = await room(60_000);
    const lapsing = await room(100);
    const released = await room(60_000);
    const closed = await room(100);
    await leases.release(released, 'node-a');
    await rooms.markClosed(closed);
    await leases.release(randomUUID(), 'node-a');
    let lapsed = await leases.lapsed();
    expect(lapsed).toContain(released);
    expect(lapsed).not.toContain(lapsing);
    await sleep(180);
    lapsed = await leases.lapsed();
    expect(lapsed).toEqual(expect.arrayContaining([lapsing, released]));
    expect(lapsed).not.toContain(live);
    expect(lapsed).not.toContain(closed);
    // Another node adopts the room: it is no longer lapsed, and the old owner can neither renew nor write.
    expect(await leases.acquire(lapsing, 'node-b', 60_000)).toBe(true);
    expect(await leases.lapsed()).not.toContain(lapsing);
    expect(await leases.renewAll('node-a', [lapsing], 60_000)).toEqual(new Set());
    expect(await rooms.appendLog(lapsing, 'node-a', ['stale'])).toBe(false);
    expect(await rooms.appendLog(lapsing, 'node-b', ['fresh'])).toBe(true);
    expect(await rooms.load(lapsing)).toEqual({ state: 'x', log: ['fresh'] });
  });

  it('finds a room by its PIN only while the PIN lives, however often it is asked', async () => {
    const short = ids();
    await rooms.create(short.roomId, short.pin, 'x', 150);
    const asked = await Promise.all(Array.from({ length: 50 }, () => rooms.roomForPin(short.pin)));
    expect(new Set(asked)).toEqual(new Set([short.roomId]));
    await sleep(200);
    expect(await rooms.roomForPin(short.pin)).toBeNull();
    const deleted = ids();
    await rooms.create(deleted.roomId, deleted.pin, 'x', 60_000);
    expect(await rooms.roomForPin(deleted.pin)).toBe(deleted.roomId);
    await rooms.delete(deleted.roomId, deleted.pin);
    expect(await rooms.roomForPin(deleted.pin)).toBeNull();
    const unknown = ids();
    expect(await rooms.roomForPin(unknown.pin)).toBeNull();
    await rooms.create(unknown.roomId, unknown.pin, 'x', 60_000);
    expect(await rooms.roomForPin(unknown.pin)).toBe(unknown.roomId);
  });

  it('keeps a closed room, and its PIN, only a short while more: finished games do not linger for hours', async () => {
    const closing = make(100).rooms;
    const finished = ids();
    const running = ids();
    await closing.create(finished.roomId, finished.pin, 'done', 60_000);
    await closing.create(running.roomId, running.pin, 'going', 60_000);
    await closing.markClosed(finished.roomId);
    expect(await closing.load(finished.roomId)).toEqual({ state: 'done', log: [] });
    await sleep(200);
    expect(await closing.load(finished.roomId)).toBeNull();
    expect(await closing.roomForPin(finished.pin)).toBeNull();
    expect(await closing.load(running.roomId)).toEqual({ state: 'going', log: [] });
    expect(await closing.roomForPin(running.pin)).toBe(running.roomId);
  });
});
