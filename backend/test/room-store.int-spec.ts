import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { InProcessLeaseStore, InProcessRoomStore } from '../src/arena/store/in-process-room-store';
import { RedisLeaseStore, RedisRoomStore } from '../src/arena/store/redis-room-store';
import type { LeaseStore, RoomStore } from '../src/arena/store/room-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: `it-rooms-${process.pid}:` }) : null;
afterAll(() => redis?.quit());

type Stores = () => { rooms: RoomStore; leases: LeaseStore };
const implementations: [string, Stores][] = [
  ['in process', () => ({ rooms: new InProcessRoomStore(), leases: new InProcessLeaseStore() })],
];
if (redis) {
  implementations.push(['Redis', () => ({ rooms: new RedisRoomStore(redis), leases: new RedisLeaseStore(redis) })]);
}

describe.each(implementations)('Arena room store (%s)', (_name, make) => {
  const { rooms, leases } = make();
  const ids = () => ({ roomId: randomUUID(), pin: String(Math.floor(100000 + Math.random() * 900000)) });

  it('creates a room under a free PIN only, and finds it by PIN', async () => {
    const { roomId, pin } = ids();
    expect(await rooms.create(roomId, pin, '{"phase":"lobby"}', 60_000)).toBe(true);
    expect(await rooms.create(randomUUID(), pin, '{}', 60_000)).toBe(false);
    expect(await rooms.roomForPin(pin)).toBe(roomId);
    expect(await rooms.load(roomId)).toEqual({ state: '{"phase":"lobby"}', version: 1 });
  });

  it('saves only on the expected version: a stale writer changes nothing', async () => {
    const { roomId, pin } = ids();
    await rooms.create(roomId, pin, 'v1', 60_000);
    expect(await rooms.save(roomId, 'v2', 1, 60_000)).toBe(2);
    expect(await rooms.save(roomId, 'stale', 1, 60_000)).toBeNull();
    expect(await rooms.load(roomId)).toEqual({ state: 'v2', version: 2 });
  });

  it('lets exactly one of many racing saves win', async () => {
    const { roomId, pin } = ids();
    await rooms.create(roomId, pin, 'start', 60_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rooms.save(roomId, `writer-${i}`, 1, 60_000)),
    );
    expect(results.filter((version) => version === 2)).toHaveLength(1);
    expect(results.filter((version) => version === null)).toHaveLength(9);
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
    expect(await leases.renew(roomId, 'node-b', 100)).toBe(false);
    expect(await leases.renew(roomId, 'node-a', 100)).toBe(true);
    await leases.release(roomId, 'node-b');
    expect(await leases.holder(roomId)).toBe('node-a');
    await sleep(180);
    expect(await leases.holder(roomId)).toBeNull();
    expect(await leases.acquire(roomId, 'node-b', 1000)).toBe(true);
    await leases.release(roomId, 'node-b');
    expect(await leases.holder(roomId)).toBeNull();
  });
});
