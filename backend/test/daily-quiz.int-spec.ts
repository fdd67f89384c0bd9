import {
  type AttemptState,
  type DailyQuizStats,
  type LeaderboardResponse,
  type QuestionBankStats,
  shiftDate,
  type SubmitAnswerResponse,
  ukDate,
} from '@trivia/contracts';
import Redis from 'ioredis';
import { DailyPlayersService } from '../src/daily-quiz/daily-players.service';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

describe('daily quizzes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const today = () => ukDate(new Date());
  const answerOf = async (
    attemptId: string,
    index: number,
  ): Promise<{ answer: string; aliases: string[]; options: string[] | null }> => {
    const [row] = await t.dataSource.query(
      `SELECT q.answer, q.aliases, q.options FROM daily_attempts a JOIN daily_quizzes d ON d.id = a.quiz_id
       JOIN questions q ON q.id = d.question_ids[$2 + 1] WHERE a.id = $1`,
      [attemptId, index],
    );
    return row;
  };
  const wrongOption = (options: string[], answer: string) => options.find((o) => o !== answer)!;

  /** Plays a whole quiz, answering right where `right(index)` says so. */
  async function play(
    client: TestClient,
    kind: 'mc' | 'standard',
    right: (index: number) => boolean,
  ): Promise<AttemptState> {
    let state = (await client.send<AttemptState>('POST', `/api/daily-quiz/${kind}/start`)).body;
    while (state.question) {
      const { answer, options } = await answerOf(state.attemptId, state.question.index);
      const given = right(state.question.index)
        ? answer
        : kind === 'mc'
          ? wrongOption(options!, answer)
          : 'zzzz not it';
      const response = await client.send<SubmitAnswerResponse>(
        'POST',
        `/api/daily-quiz/attempts/${state.attemptId}/answer`,
        { index: state.question.index, answer: given },
      );
      expect(response.status).toBe(200);
      state = response.body.state;
    }
    return state;
  }

  it('serves the bank from PostgreSQL with its real totals', async () => {
    const stats = await t.client().get<QuestionBankStats>('/api/question-bank/stats');
    const [{ n, facts }] = await t.dataSource.query(
      'SELECT count(*) AS n, count(DISTINCT fact_key) AS facts FROM questions WHERE qc_passed AND NOT retired',
    );
    expect(stats.body.total).toBe(Number(n));
    expect(stats.body.facts).toBe(Number(facts));
    expect(stats.body.byCategory.reduce((sum, c) => sum + c.count, 0)).toBe(Number(n));
    expect(stats.body.byCategory.length).toBeGreaterThanOrEqual(8);
    expect(Object.values(stats.body.byDifficulty).every((count) => count > 0)).toBe(true);
    const attributions = await t.client().get<{ sources: { name: string }[] }>('/api/question-bank/attributions');
    expect(attributions.body.sources.some((s) => s.name.includes('world-countries'))).toBe(true);
  });

  it('starts a guest on today’s MC quiz: 20 questions of 4 options, never an answer early', async () => {
    const client = t.client('10.60.0.1');
    const start = await client.send<AttemptState>('POST', '/api/daily-quiz/mc/start');
    expect(start.status).toBe(200);
    expect(client.cookies.has('trivia_player')).toBe(true);
    expect(start.body).toMatchObject({
      kind: 'mc',
      date: today(),
      ranked: true,
      questionCount: 20,
      answered: [],
      result: null,
    });
    expect(start.body.question!.options).toHaveLength(4);
    expect(JSON.stringify(start.body)).not.toContain('"answer"');
    const { answer } = await answerOf(start.body.attemptId, 0);
    expect(JSON.stringify(start.body).includes(`"correctAnswer"`)).toBe(false);
    expect(start.body.question!.options).toContain(answer);
  });

  it('is the same quiz for every player, and the standard quiz has 15 typed-answer questions', async () => {
    const a = await t.client().send<AttemptState>('POST', '/api/daily-quiz/standard/start');
    const b = await t.client().send<AttemptState>('POST', '/api/daily-quiz/standard/start');
    expect(a.body.question!.prompt).toBe(b.body.question!.prompt);
    expect(a.body.questionCount).toBe(15);
    expect(a.body.question!.options).toBeUndefined();
    const [quiz] = await t.dataSource.query(
      `SELECT question_ids FROM daily_quizzes WHERE quiz_date = $1 AND kind = 'standard'`,
      [today()],
    );
    const [mc] = await t.dataSource.query(
      `SELECT question_ids FROM daily_quizzes WHERE quiz_date = $1 AND kind = 'mc'`,
      [today()],
    );
    const facts = await t.dataSource.query('SELECT DISTINCT fact_key FROM questions WHERE id = ANY($1)', [
      [...quiz.question_ids, ...mc.question_ids],
    ]);
    expect(facts).toHaveLength(35);
  });

  it('plays to the end: reveals after each answer, a score, a rank and a share text; one scored attempt a day', async () => {
    const client = t.client('10.60.0.2');
    const first = (await client.send<AttemptState>('POST', '/api/daily-quiz/mc/start')).body;
    const { answer } = await answerOf(first.attemptId, 0);
    const reply = await client.send<SubmitAnswerResponse>(
      'POST',
      `/api/daily-quiz/attempts/${first.attemptId}/answer`,
      { index: 0, answer },
    );
    expect(reply.body.reveal).toMatchObject({ index: 0, correct: true, correctAnswer: answer });
    expect(reply.body.state.question!.index).toBe(1);

    const done = await play(client, 'mc', (i) => i % 2 === 0);
    expect(done.result).toMatchObject({ score: 10, total: 20, rank: expect.any(Number), players: expect.any(Number) });
    expect(done.answered).toHaveLength(20);
    expect(done.result!.shareText).toMatch(
      /^Daily Multiple Choice Quiz \d{4}-\d{2}-\d{2}: 10\/20 in \d+:\d{2} \(\d+(st|nd|rd|th) of \d+ who finished today\)/,
    );

    const again = await client.send<AttemptState>('POST', '/api/daily-quiz/mc/start');
    expect(again.body.attemptId).toBe(first.attemptId);
    expect(again.body.result).toMatchObject({ score: 10 });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*) AS n FROM daily_attempts WHERE player_key = (SELECT player_key FROM daily_attempts WHERE id = $1) AND ranked`,
      [first.attemptId],
    );
    expect(Number(n)).toBe(1);
  });

  it('ranks by score, then time, and shows it on the leaderboard (verified members listed by name)', async () => {
    const strong = t.client('10.60.0.3');
    const weak = t.client('10.60.0.4');
    const account = await registerUser(strong, { fullName: 'Top Scorer' });
    await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [account.id]);
    const best = await play(strong, 'mc', () => true);
    const worst = await play(weak, 'mc', () => false);
    expect(best.result!.rank).toBe(1);
    expect(worst.result!.rank).toBe(worst.result!.players);
    const board = await strong.get<LeaderboardResponse>(`/api/daily-quiz/leaderboard?kind=mc`);
    expect(board.body.entries[0]).toMatchObject({ rank: 1, score: 20, isYou: true, name: 'Top S.' });
    expect(board.body.you).toMatchObject({ rank: 1, score: 20 });
    const scores = board.body.entries.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The guest at the bottom is not listed by name, but learns where they came.
    const theirs = await weak.get<LeaderboardResponse>(`/api/daily-quiz/leaderboard?kind=mc`);
    expect(theirs.body.you).toMatchObject({ rank: worst.result!.rank, score: 0 });
  });

  it('refuses duplicate, out-of-order, off-list and other players’ answers, changing nothing', async () => {
    const client = t.client('10.60.0.5');
    const state = (await client.send<AttemptState>('POST', '/api/daily-quiz/mc/start')).body;
    const { answer } = await answerOf(state.attemptId, 0);
    const url = `/api/daily-quiz/attempts/${state.attemptId}/answer`;
    expect(
      (await client.send(url.startsWith('/') ? 'POST' : 'POST', url, { index: 0, answer: 'Not an option at all' }))
        .body,
    ).toMatchObject({ code: 'VAL_001' });
    expect((await client.send('POST', url, { index: 3, answer })).body).toMatchObject({ code: 'VAL_001' });
    expect((await client.send('POST', url, { index: 0, answer })).status).toBe(200);
    expect(await client.send('POST', url, { index: 0, answer })).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
    expect(await client.send('POST', url, { index: -1, answer })).toMatchObject({ status: 400 });
    expect(await client.send('POST', url, { index: 1, answer: 42 })).toMatchObject({ status: 400 });
    expect(await t.client('10.60.0.6').send('POST', url, { index: 1, answer })).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
    expect(await client.send('POST', '/api/daily-quiz/attempts/not-a-uuid/answer', { index: 1, answer })).toMatchObject(
      { status: 400 },
    );
    const answers = await t.dataSource.query('SELECT question_index FROM daily_answers WHERE attempt_id = $1', [
      state.attemptId,
    ]);
    expect(answers).toEqual([{ question_index: 0 }]);
  });

  it('marks typed answers tolerantly: case, articles and small slips, but not a different answer', async () => {
    const client = t.client('10.60.0.7');
    const state = (await client.send<AttemptState>('POST', '/api/daily-quiz/standard/start')).body;
    const { answer } = await answerOf(state.attemptId, 0);
    const loose = `  the ${answer.toUpperCase()}!  `;
    const reply = await client.send<SubmitAnswerResponse>(
      'POST',
      `/api/daily-quiz/attempts/${state.attemptId}/answer`,
      { index: 0, answer: loose },
    );
    expect(reply.body.reveal).toMatchObject({ correct: true, correctAnswer: answer, given: loose.trim() });
    const next = await client.send<SubmitAnswerResponse>('POST', `/api/daily-quiz/attempts/${state.attemptId}/answer`, {
      index: 1,
      answer: '',
    });
    expect(next.body.reveal.correct).toBe(false);
  });

  it('counts distinct players today and who is playing now', async () => {
    const before = (await t.client().get<DailyQuizStats>('/api/daily-quiz/stats')).body;
    const client = t.client('10.60.0.8');
    await client.send('POST', '/api/daily-quiz/mc/start');
    await client.send('POST', '/api/daily-quiz/mc/start');
    const after = (await t.client().get<DailyQuizStats>('/api/daily-quiz/stats')).body;
    expect(after.date).toBe(today());
    expect(after.mcQuiz.playersToday).toBe(before.mcQuiz.playersToday + 1);
    expect(after.mcQuiz.playingNow).toBeGreaterThanOrEqual(1);
  });

  const itWithRedis = process.env.TEST_REDIS_URL ? it : it.skip;
  itWithRedis('rebuilds the players-today count from PostgreSQL after Redis loses it', async () => {
    await t.client('10.60.0.11').send('POST', '/api/daily-quiz/mc/start');
    const players = t.app.get(DailyPlayersService);
    const before = await players.stats(Date.now());
    const redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: t.config.redisKeyPrefix });
    await redis.del(`live:daily:players:${before.date}:mc`);
    await redis.quit();
    // A minute on, the node checks the store again and finds the day's set gone.
    const after = await players.stats(Date.now() + 61_000);
    expect(after.mcQuiz.playersToday).toBe(before.mcQuiz.playersToday);
  });

  it('moves a guest’s result to the account on sign-up, into the user stats', async () => {
    const client = t.client('10.60.0.9');
    await play(client, 'mc', (i) => i < 5);
    await registerUser(client);
    const stats = await client.get<{
      totals: { quizzes: number; answered: number; correct: number };
      history: { kind: string; score: number; rank: number }[];
      streak: { current: number };
    }>('/api/users/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.totals).toEqual({ quizzes: 1, answered: 20, correct: 5 });
    expect(stats.body.history[0]).toMatchObject({ kind: 'mc', score: 5 });
    expect(stats.body.streak.current).toBe(1);
    expect((await t.client().get('/api/users/stats')).status).toBe(401);
  });

  it('plays a past day in practice mode, unranked, and refuses future days', async () => {
    const yesterday = shiftDate(today(), 1);
    const ids = (
      await t.dataSource.query(`SELECT id FROM questions WHERE type = 'text' AND qc_passed ORDER BY id LIMIT 15`)
    ).map((r: { id: string }) => r.id);
    await t.dataSource.query(
      `INSERT INTO daily_quizzes (quiz_date, kind, question_ids) VALUES ($1, 'standard', $2) ON CONFLICT DO NOTHING`,
      [yesterday, ids],
    );
    const client = t.client('10.60.0.10');
    const practice = await client.send<AttemptState>('POST', '/api/daily-quiz/standard/start', { date: yesterday });
    expect(practice.body).toMatchObject({ ranked: false, date: yesterday });
    const history = await client.get<{ days: { date: string; kind: string }[] }>('/api/daily-quiz/history');
    expect(history.body.days).toContainEqual(expect.objectContaining({ date: yesterday, kind: 'standard' }));
    const future = await client.send('POST', '/api/daily-quiz/standard/start', { date: shiftDate(today(), -1) });
    expect(future).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    const never = await client.send('POST', '/api/daily-quiz/mc/start', { date: '2001-01-01' });
    expect(never).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    expect(await client.send('POST', '/api/daily-quiz/trivia/start')).toMatchObject({ status: 400 });
  });
});
