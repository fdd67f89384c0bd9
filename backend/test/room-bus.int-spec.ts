import Redis from 'ioredis';
import { RedisRoomBus } from '../src/arena/rooms/redis-room-bus';
import type { RoomRequest } from '../src/arena/rooms/room-request';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const answer = (questionIndex: number): RoomRequest => ({
  op: 'fold',
  questionIndex,
  answers: [{ playerId: 'guest:p', choice: 1, receivedAt: 1, elapsedMs: 1 }],
});

describeWithRedis('Arena room bus over Redis', () => {
  const prefix = `it-bus-${process.pid}:`;
  const clients: Redis[] = [];
  const buses: RedisRoomBus[] = [];
  const client = () => {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    return redis;
  };
  const bus = (redis = client()) => {
    const made = new RedisRoomBus(redis, prefix);
    buses.push(made);
    return made;
  };

  afterAll(async () => {
    for (const made of buses) await made.close();
    for (const redis of clients) redis.disconnect();
  });

  it('answers each forwarded request with its own reply, a burst in a handful of messages', async () => {
    const sender = client();
    const a = bus(sender);
    const b = bus();
    await a.serve('node-a', async () => ({ moved: true }));
    await b.serve('node-b', async (roomId, request) =>
      request.op === 'fold'
        ? { ok: true, receivedAt: request.questionIndex }
        : { ok: false, code: 'VAL_001', message: roomId },
    );
    const published = jest.spyOn(sender, 'publish');
    const replies = await Promise.all(
      Array.from({ length: 1200 }, (_, i) => a.send('node-b', 'room', answer(i), 3000)),
    );
    expect(replies.map((reply) => ('receivedAt' in reply ? reply.receivedAt : -1))).toEqual(
      Array.from({ length: 1200 }, (_, i) => i),
    );
    expect(published.mock.calls.length).toBeLessThanOrEqual(3);
    expect(await a.send('node-b', 'room-9', { op: 'view', playerId: 'p' }, 3000)).toEqual({
      ok: false,
      code: 'VAL_001',
      message: 'room-9',
    });
  });

  it('passes MOVED back, and turns a failing handler into a NET_003 reply', async () => {
    const a = bus();
    const b = bus();
    await a.serve('node-c', async () => ({ moved: true }));
    await b.serve('node-d', async (roomId) => {
      if (roomId === 'broken') throw new Error('boom');
      return { moved: true };
    });
    expect(await a.send('node-d', 'elsewhere', answer(0), 3000)).toEqual({ moved: true });
    expect(await a.send('node-d', 'broken', answer(0), 3000)).toEqual({ ok: false, code: 'NET_003', message: 'boom' });
  });

  it('fails at once for a node nobody serves, and after the timeout for one that does not answer', async () => {
    const a = bus();
    const silent = bus();
    await a.serve('node-e', async () => ({ moved: true }));
    await silent.serve('node-f', () => new Promise(() => undefined));
    const started = Date.now();
    await expect(a.send('node-gone', 'room', answer(0), 3000)).rejects.toThrow('Node node-gone is gone');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(a.send('node-f', 'room', answer(0), 200)).rejects.toThrow('Node node-f did not answer');
  });
});
