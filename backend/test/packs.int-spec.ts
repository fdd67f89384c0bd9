import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EntitlementsView, type PaidPlanId, type QuizSummary, ukDate } from '@trivia/contracts';
import { PACK_FILE_FORMAT } from '../src/catalogue/packs/pack-content';
import { EntitlementsService } from '../src/entitlements';
import { FILE_STORAGE, type FileStorage } from '../src/infra/storage/file-storage';
import { memberPrincipal } from '../src/identity';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { UsersService } from '../src/users/users.service';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

describe('quiz packs', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A file replaced by a newer build is removed 3 s later here (15 minutes by default).
    t = await startTestApp({}, undefined, { packFilesKeptMs: 3_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A published quiz of real bank questions (three rounds of ten), stored the way the catalogue stores one. */
  async function seedQuiz(
    options: { archetype?: string; releaseDate?: string; missingQuestion?: boolean } = {},
  ): Promise<{ id: string; slug: string }> {
    const slug = `packs-test-${randomUUID().slice(0, 8)}`;
    const questions = t.app.get(QuestionSourceService).draw({
      count: 30,
      types: ['multiple_choice', 'text'],
      difficulty: 'ramp',
      seed: slug,
    });
    const ids = questions.map((q) => q.id);
    if (options.missingQuestion) ids[4] = 'no-such-question';
    const rounds = [0, 1, 2].map((r) => ({ title: `Round ${r + 1}`, questionIds: ids.slice(r * 10, r * 10 + 10) }));
    const [row] = await t.dataSource.query(
      `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, categories, rounds,
         fact_keys, bank_version, published_at, release_date, release_slot, search_text)
       VALUES ($1, $2, 'A test quiz', $3, 'mixed', 30, 'pub', $4, $5, $6, 'test', now(), $7, $8, $2)
       RETURNING id`,
      [
        slug,
        `Test Quiz ${slug}`,
        options.archetype ?? 'general-knowledge',
        [...new Set(questions.map((q) => q.category))],
        JSON.stringify(rounds),
        questions.map((q) => q.factKey),
        options.releaseDate ?? null,
        options.releaseDate ? 1000 + Math.floor(Math.random() * 1_000_000) : null,
      ],
    );
    return { id: (row as { id: string }).id, slug };
  }

  async function member(planId?: PaidPlanId): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    const { id } = await registerUser(client);
    if (planId) {
      await t.dataSource.query(
        `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status,
           current_period_start, current_period_end, first_paid_at)
         VALUES ($1, 'test', $2, $3, 'active', now() - interval '5 days', now() + interval '25 days', now() - interval '5 days')`,
        [id, `sub_${randomUUID()}`, planId],
      );
    }
    return { client, id };
  }

  /** A download with its raw bytes (the harness's client reads bodies as text). */
  async function download(client: TestClient, url: string) {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });
    let json: { code?: string; message?: string } = {};
    try {
      json = JSON.parse(response.body) as typeof json;
    } catch {
      // a file, not an error
    }
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json };
  }

  const packDownloadsUsed = async (client: TestClient) =>
    (await client.get<EntitlementsView>('/api/entitlements')).body.quotas.packDownloads.used;

  async function takeDownloads(userId: string, count: number): Promise<void> {
    const user = await t.app.get(UsersService).findById(userId);
    const entitlements = await t.app
      .get(EntitlementsService)
      .for(memberPrincipal(user!, { idHash: 'test', expiresAt: Date.now() + 60_000 }));
    for (let i = 0; i < count; i += 1) await entitlements.consume('packDownloads');
  }

  it('lets a Pub Standard member download all four files for one of the month’s downloads', async () => {
    const quiz = await seedQuiz();
    const { client, id } = await member('pub-standard');
    const expected = {
      'host-sheet': ['application/pdf', 'pdf'],
      answers: ['application/pdf', 'pdf'],
      'answer-sheet': ['application/pdf', 'pdf'],
      csv: ['text/csv; charset=utf-8', 'csv'],
    } as const;
    for (const [type, [contentType, ext]] of Object.entries(expected)) {
      const response = await download(client, `/api/quizzes/${quiz.slug}/files/${type}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${quiz.slug}-${type}.${ext}"`);
      if (ext === 'pdf') expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [file] = await t.dataSource.query(
        `SELECT sha256, storage_key FROM quiz_files WHERE quiz_id = $1 AND file_type = $2`,
        [quiz.id, type],
      );
      const sha256 = createHash('sha256').update(response.bytes).digest('hex');
      expect(file).toEqual({ sha256, storage_key: `packs/${quiz.id}/${sha256}.${ext}` });
    }
    expect(await packDownloadsUsed(client)).toBe(1);
    const [{ downloads }] = await t.dataSource.query(`SELECT downloads FROM quizzes WHERE id = $1`, [quiz.id]);
    expect(downloads).toBe(1);
    const recorded = await t.dataSource.query(
      `SELECT file_type FROM quiz_downloads WHERE user_id = $1 AND quiz_id = $2 ORDER BY id`,
      [id, quiz.id],
    );
    expect(recorded.map((row: { file_type: string }) => row.file_type)).toEqual(Object.keys(expected));
    const events = await t.dataSource.query(
      `SELECT properties FROM analytics_events WHERE name = 'pack_download' AND user_id = $1 ORDER BY created_at`,
      [id],
    );
    expect(events.map((e: { properties: Record<string, unknown> }) => e.properties.file_type)).toEqual([
      'pdf',
      'pdf',
      'pdf',
      'csv',
    ]);
    expect(events[0].properties).toMatchObject({
      quiz_id: quiz.id,
      archetype: 'general-knowledge',
      seasonal_theme: null,
      subscription_tier: 'standard',
    });
  });

  it('builds again a file stored with an older layout (the host sheet before its QR codes), serving the new one', async () => {
    const quiz = await seedQuiz();
    const { client } = await member('pub-standard');
    const path = `/api/quizzes/${quiz.slug}/files/host-sheet`;
    const first = await download(client, path);
    expect(first.status).toBe(200);
    // As a file built by an earlier release would be recorded: same quiz, old layout, other bytes.
    const oldKey = `packs/${quiz.id}/old.pdf`;
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    await storage.put(oldKey, Buffer.from('%PDF-1.4 old layout'), { contentType: 'application/pdf' });
    await t.dataSource.query(
      `UPDATE quiz_files SET format = 1, sha256 = 'old', storage_key = $2 WHERE quiz_id = $1 AND file_type = 'host-sheet'`,
      [quiz.id, oldKey],
    );
    const again = await download(client, path);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const [row] = await t.dataSource.query(
      `SELECT format, sha256 FROM quiz_files WHERE quiz_id = $1 AND file_type = 'host-sheet'`,
      [quiz.id],
    );
    expect(row).toEqual({ format: PACK_FILE_FORMAT, sha256: createHash('sha256').update(first.bytes).digest('hex') });
    // The replaced file leaves storage once links handed out for it have had their time.
    for (let waited = 0; (await storage.exists(oldKey)) && waited < 30_000; waited += 250) await sleep(250);
    expect(await storage.exists(oldKey)).toBe(false);
  });

  it('refuses a member without a plan with DL_001, counting nothing', async () => {
    const quiz = await seedQuiz();
    const { client, id } = await member();
    const response = await download(client, `/api/quizzes/${quiz.slug}/files/host-sheet`);
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('DL_001');
    expect(await t.dataSource.query(`SELECT 1 FROM quiz_downloads WHERE user_id = $1`, [id])).toHaveLength(0);
  });

  it('refuses a new quiz past the monthly quota with DL_003, yet re-downloads a quiz already taken for free', async () => {
    const [taken, other] = [await seedQuiz(), await seedQuiz()];
    const { client, id } = await member('pub-standard');
    expect((await download(client, `/api/quizzes/${taken.slug}/files/csv`)).status).toBe(200);
    await takeDownloads(id, 7);
    expect(await packDownloadsUsed(client)).toBe(8);

    const refused = await download(client, `/api/quizzes/${other.slug}/files/answers`);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('DL_003');
    expect(refused.json.message).toMatch(/used 8 of 8 pack downloads this month\. More on /);

    const again = await download(client, `/api/quizzes/${taken.slug}/files/answers`);
    expect(again.status).toBe(200);
    expect(await packDownloadsUsed(client)).toBe(8);
    const [{ downloads }] = await t.dataSource.query(`SELECT downloads FROM quizzes WHERE id = $1`, [taken.id]);
    expect(downloads).toBe(1);
  });

  it('takes one download for first downloads of a quiz made at once, even with one download left', async () => {
    const quiz = await seedQuiz();
    const { client, id } = await member('pub-standard');
    await takeDownloads(id, 7);
    const types = ['host-sheet', 'csv', 'csv', 'answers'];
    const responses = await Promise.all(
      types.map((type) => download(client, `/api/quizzes/${quiz.slug}/files/${type}`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await packDownloadsUsed(client)).toBe(8);
    const [{ downloads }] = await t.dataSource.query(`SELECT downloads FROM quizzes WHERE id = $1`, [quiz.id]);
    expect(downloads).toBe(1);
    const recorded = await t.dataSource.query(`SELECT file_type FROM quiz_downloads WHERE user_id = $1`, [id]);
    expect(recorded.map((row: { file_type: string }) => row.file_type).sort()).toEqual([...types].sort());
  });

  it('answers DL_002 when a file cannot be built, counting nothing', async () => {
    const broken = await seedQuiz({ missingQuestion: true });
    const { client, id } = await member('pub-standard');
    const response = await download(client, `/api/quizzes/${broken.slug}/files/host-sheet`);
    expect(response.status).toBe(500);
    expect(response.json.code).toBe('DL_002');
    expect(await packDownloadsUsed(client)).toBe(0);
    expect(await t.dataSource.query(`SELECT 1 FROM quiz_downloads WHERE user_id = $1`, [id])).toHaveLength(0);
    expect(await t.dataSource.query(`SELECT 1 FROM quiz_files WHERE quiz_id = $1`, [broken.id])).toHaveLength(0);
  });

  it('lets any signed-in member download this week’s free sample without a plan or quota', async () => {
    await seedQuiz({ archetype: 'classic-pub', releaseDate: ukDate(new Date()) });
    const sample = await t.client().get<QuizSummary>('/api/quizzes/free-sample');
    expect(sample.status).toBe(200);
    expect(sample.body.archetype).toBe('classic-pub');

    const { client, id } = await member();
    const response = await download(client, `/api/quizzes/${sample.body.slug}/files/answer-sheet`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await packDownloadsUsed(client)).toBe(0);
    expect(await t.dataSource.query(`SELECT 1 FROM quiz_downloads WHERE user_id = $1`, [id])).toHaveLength(1);
    // A guest is asked to sign in first.
    expect((await download(t.client(), `/api/quizzes/${sample.body.slug}/files/csv`)).status).toBe(401);
  });

  it('answers 400 for an unknown file type and 404 for an unknown quiz, changing nothing', async () => {
    const quiz = await seedQuiz();
    const { client } = await member('pub-standard');
    const badType = await download(client, `/api/quizzes/${quiz.slug}/files/pdf`);
    expect(badType.status).toBe(400);
    expect(badType.json.code).toBe('VAL_001');
    for (const slug of ['no-such-quiz', 'Not_A_Slug']) {
      const missing = await download(client, `/api/quizzes/${slug}/files/csv`);
      expect(missing.status).toBe(404);
      expect(missing.json.code).toBe('RES_001');
    }
    expect(await packDownloadsUsed(client)).toBe(0);
  });

  it('serves flag pictures publicly with long cache headers', async () => {
    const flag = await t.client().get<string>('/api/catalogue/flags/gb-wls.svg');
    expect(flag.status).toBe(200);
    expect(flag.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(flag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(flag.body).toContain('<svg');
    expect((await t.client().get('/api/catalogue/flags/zz.svg')).status).toBe(404);
    expect((await t.client().get('/api/catalogue/flags/FR.svg')).status).toBe(400);
    expect((await t.client().get('/api/catalogue/flags/..%2Fpackage.json')).status).toBe(400);
  });
});
