import { registerUser, startTestApp, type TestApp } from './harness';
import { openSession } from './hosted-fixtures';

describe('Arena rooms opened per member (ARENA_ROOMS_PER_10_MINUTES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ARENA_ROOMS_PER_10_MINUTES: '2' });
  });
  afterAll(() => t.close());

  const room = { questionCount: 5, questionSeconds: 10 };
  const hosted = { source: { kind: 'quick' as const, questionCount: 5, questionTypes: ['text' as const] } };

  it('counts private rooms and hosted sessions against one budget per member, and refuses past it with RATE_001', async () => {
    const client = t.client();
    await registerUser(client);
    expect(await client.send('POST', '/api/arena/rooms', room)).toMatchObject({ status: 201 });
    expect(await openSession(client, hosted)).toMatchObject({ status: 201 });

    const refusedRoom = await client.send('POST', '/api/arena/rooms', room);
    expect(refusedRoom).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    expect(Number(refusedRoom.headers['retry-after'])).toBeGreaterThan(0);
    expect(await openSession(client, hosted)).toMatchObject({ status: 429, body: { code: 'RATE_001' } });

    // Another member, on the same address, has a budget of their own.
    const other = t.client();
    await registerUser(other);
    expect(await other.send('POST', '/api/arena/rooms', room)).toMatchObject({ status: 201 });
  });
});
