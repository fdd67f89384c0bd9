import type {
  AttemptState,
  FlaggedAttemptsResponse,
  LeaderboardResponse,
  SubmitAnswerResponse,
} from '@trivia/contracts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

/**
 * The attack of issue 8: a script plays a throw-away guest to learn the answers from the reveals, then a fresh
 * account answers them all at machine speed and lands first. The floor here is 3 s: a script on the same machine
 * answers far inside it however busy the machine is; the "people" of this test read each question for 10 s (their
 * question is dated back, so the test does not wait).
 */
describe('daily leaderboard integrity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DAILY_TIME_FLOOR_MS: '3000', DAILY_GUEST_ATTEMPTS_PER_IP: '2', SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => t.close());

  const start = async (client: TestClient) =>
    (await client.send<AttemptState>('POST', '/api/daily-quiz/standard/start')).body;

  /** Answers every question with `answerFor(index)`; a reader spends 10 s on each question before answering. */
  async function playThrough(client: TestClient, answerFor: (index: number) => string, reads = false) {
    let state = await start(client);
    const revealed: string[] = [];
    while (state.question) {
      if (reads) {
        await t.dataSource.query(
          `UPDATE daily_attempts SET question_shown_at = now() - interval '10 seconds' WHERE id = $1`,
          [state.attemptId],
        );
      }
      const response = await client.send<SubmitAnswerResponse>(
        'POST',
        `/api/daily-quiz/attempts/${state.attemptId}/answer`,
        { index: state.question.index, answer: answerFor(state.question.index) },
      );
      revealed.push(response.body.reveal.correctAnswer);
      state = response.body.state;
    }
    return { state, revealed };
  }

  const verify = (email: string) =>
    t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);

  it('keeps a too-fast perfect score out of the ranks and the top list, and shows it to admins', async () => {
    // The throw-away guest learns the key from the reveals.
    const { revealed: key } = await playThrough(t.client('10.70.0.1'), () => 'no idea');

    // A verified person plays at a human pace and gets some right.
    const person = t.client('10.70.0.2');
    const personAccount = await registerUser(person, { fullName: 'Patient Person' });
    await verify(personAccount.email);
    const human = await playThrough(person, (i) => (i < 10 ? key[i]! : 'not sure'), true);
    expect(human.state).toMatchObject({ ranked: true, unrankedReason: null, result: { score: 10, rank: 1 } });

    // The fresh account answers everything right at machine speed.
    const bot = t.client('10.70.0.3');
    const botAccount = await registerUser(bot, { fullName: 'Speedy Bot' });
    await verify(botAccount.email);
    const cheat = await playThrough(bot, (i) => key[i]!);
    expect(cheat.state).toMatchObject({ ranked: false, unrankedReason: 'too-fast', result: { score: 15, rank: null } });

    const board = await bot.get<LeaderboardResponse>('/api/daily-quiz/leaderboard?kind=standard');
    expect(board.body.entries.map((e) => e.name)).toEqual(['Patient P.']);
    expect(board.body.entries[0]).toMatchObject({ rank: 1, score: 10 });
    expect(board.body.you).toMatchObject({ rank: null, score: 15 });

    const admin = t.client();
    const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    await admin.send('POST', '/api/auth/login', { email: demoAdmin.email, password: demoAdmin.password });
    const flagged = await admin.get<FlaggedAttemptsResponse>('/api/admin/flagged-attempts');
    expect(flagged.body.attempts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ player: 'Speedy B.', email: botAccount.email, score: 15, total: 15 }),
      ]),
    );
    expect(flagged.body.attempts.find((a) => a.email === botAccount.email)!.reason).toMatch(
      /^\d+ of 15 answers came under 3000 ms/,
    );
    expect((await person.get('/api/admin/flagged-attempts')).status).toBe(403);
  });

  it('lists verified accounts only, and still tells a guest or an unverified member where they came', async () => {
    const guest = t.client('10.71.0.1');
    const guestGame = await playThrough(guest, () => 'no idea', true);
    expect(guestGame.state).toMatchObject({ ranked: true, unrankedReason: null, result: { rank: expect.any(Number) } });
    const unverified = t.client('10.71.0.2');
    await registerUser(unverified, { fullName: 'Not Yet Verified' });
    await playThrough(unverified, () => 'no idea', true);

    const board = await guest.get<LeaderboardResponse>('/api/daily-quiz/leaderboard?kind=standard');
    expect(board.body.entries.some((e) => e.name.startsWith('Guest') || e.name === 'Not Y.')).toBe(false);
    // The same place the guest's results screen shows now (others finishing since may have moved it).
    const now = await guest.get<AttemptState>(`/api/daily-quiz/attempts/${guestGame.state.attemptId}`);
    expect(board.body.you).toMatchObject({ rank: now.body.result!.rank, score: 0 });
    expect(board.body.you!.rank!).toBeLessThanOrEqual(board.body.players);
  });

  it('caps ranked guest attempts per network and day: past the cap a guest still plays, unranked', async () => {
    const ip = '10.72.0.1';
    expect((await start(t.client(ip))).ranked).toBe(true);
    expect((await start(t.client(ip))).ranked).toBe(true);
    const third = await start(t.client(ip));
    expect(third).toMatchObject({ ranked: false, unrankedReason: 'guest-limit', question: expect.any(Object) });
    // A member from the same network is not a guest: the cap does not apply.
    const member = t.client(ip);
    await registerUser(member);
    expect((await start(member)).ranked).toBe(true);
    // Another network has its own allowance.
    expect((await start(t.client('10.72.0.2'))).ranked).toBe(true);
  });
});
