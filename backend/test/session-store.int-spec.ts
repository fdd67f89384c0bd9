import Redis from 'ioredis';
import { registerUser, startTestApp, type TestApp } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;

describe(`sessions live in ${redisUrl ? 'Redis' : 'PostgreSQL'}`, () => {
  let t: TestApp;
  let redis: Redis | null = null;
  beforeAll(async () => {
    t = await startTestApp();
    redis = redisUrl ? new Redis(redisUrl, { keyPrefix: t.config.redisKeyPrefix }) : null;
  });
  afterAll(async () => {
    await redis?.quit();
    await t.close();
  });

  it('stores the session server-side under a hash of its id, and removes it at logout', async () => {
    const client = t.client();
    const { id } = await registerUser(client);
    const sid = client.cookies.get('trivia_sid')!;
    const rawId = decodeURIComponent(sid).split('.')[0]!;
    const rows = await t.dataSource.query('SELECT id_hash FROM sessions WHERE user_id = $1', [id]);
    if (redis) {
      expect(rows).toHaveLength(0);
      const keys = await redis.smembers(`user-sessions:${id}`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(rawId);
      expect(await redis.pttl(`session:${keys[0]}`)).toBeGreaterThan(0);
      await client.send('POST', '/api/auth/logout');
      expect(await redis.exists(`session:${keys[0]}`)).toBe(0);
    } else {
      expect(rows).toHaveLength(1);
      expect(rows[0].id_hash).not.toContain(rawId);
      await client.send('POST', '/api/auth/logout');
      expect(await t.dataSource.query('SELECT id_hash FROM sessions WHERE user_id = $1', [id])).toHaveLength(0);
    }
  });
});
