import { type CatalogueResult, type Library, type QuizDetail, shiftDate, ukDate } from '@trivia/contracts';
import { CatalogueClock } from '../src/catalogue/releases/catalogue-clock';
import {
  BACKFILL_DAYS,
  ReleaseCalendarService,
  STARTING_CATALOGUE_JOB,
} from '../src/catalogue/releases/release-calendar.service';
import { JOB_QUEUE, type JobQueue } from '../src/infra/jobs/job-queue';
import type { ReleaseOutcome } from '../src/catalogue/releases/releases.service';
import { releaseInstant, releasesOn } from '../src/catalogue/releases/release-schedule';
import { QuestionBankService } from '../src/question-bank/question-bank.service';
import type { QuestionEntity } from '../src/question-bank/question.entity';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { eventually, registerUser, startTestApp, type TestApp } from './harness';

/** A bank question with the season tags and picture the bank is gaining. */
type Tagged = QuestionEntity & { seasons?: string[]; media?: unknown };

/** The catalogue on the run's database: the starting releases, search, filters, detail, library and the daily job. */
describe('catalogue', () => {
  let t: TestApp;
  let starting: ReleaseOutcome;
  beforeAll(async () => {
    t = await startTestApp();
    // The starting catalogue is a job run after boot: wait for it, then ask again (idempotent) for what it skipped.
    const jobs = t.app.get<JobQueue>(JOB_QUEUE);
    const pending = async () => {
      const row = (await jobs.counts()).find((c) => c.name === STARTING_CATALOGUE_JOB.name);
      return row ? row.waiting + row.delayed + row.active : 0;
    };
    await eventually(pending, (left) => left === 0, 150_000);
    starting = await t.app.get(ReleaseCalendarService).publishStartingCatalogue();
  }, 180_000);
  afterAll(() => t.close());

  const search = (query = '') => t.client().get<CatalogueResult>(`/api/quizzes${query}`);
  const today = ukDate(new Date());
  const window = Array.from({ length: BACKFILL_DAYS }, (_, i) => shiftDate(today, BACKFILL_DAYS - i));

  /** Archetypes with a themed, picture or true-or-false round: the ones a bank without those cannot fill. */
  const NEEDS_TAGGED = ['geography', 'true-or-false', 'halloween', 'bonfire-night', 'christmas'];

  it('publishes the releases of the 60 days before today, once, skipping only what the bank cannot fill', async () => {
    const scheduled = window.flatMap((date) => releasesOn(date));
    const stored: { slug: string }[] = await t.dataSource.query(
      `SELECT slug FROM quizzes WHERE release_date BETWEEN $1 AND $2`,
      [window[0], window.at(-1)],
    );
    const skipped = scheduled.filter((release) => !stored.some((row) => row.slug === release.slug));
    expect(skipped.map((release) => release.slug).sort()).toEqual(starting.skipped.map((s) => s.slug).sort());
    for (const release of skipped) expect(NEEDS_TAGGED).toContain(release.archetype);
    expect((await t.app.get(ReleaseCalendarService).publishStartingCatalogue()).published).toEqual([]);
  });

  it('starts with at least 100 published quizzes once the bank has themed, picture and true-or-false questions', async () => {
    const { status, body } = await search();
    expect(status).toBe(200);
    const bank = t.app.get(QuestionBankService);
    const questions = [...bank.playable('text'), ...bank.playable('multiple_choice')] as Tagged[];
    const bankHasTaggedQuestions =
      bank.playable('true_false' as 'text').length > 0 &&
      questions.some((q) => q.seasons?.length) &&
      questions.some((q) => q.media);
    expect(body.total).toBeGreaterThanOrEqual(bankHasTaggedQuestions ? 100 : 80);
    expect(body.items).toHaveLength(24);
    const dates = body.items.map((quiz) => quiz.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds a quiz by a word of one of its questions, most relevant first', async () => {
    const [row] = await t.dataSource.query(
      // A release of the catalogue itself (other test files add and remove quizzes of their own meanwhile).
      `SELECT slug, archetype, rounds FROM quizzes WHERE release_date IS NOT NULL AND slug ~ '-[0-9]{4}-[0-9]{2}-[0-9]{2}$'
       ORDER BY published_at DESC LIMIT 1`,
    );
    const question = t.app.get(QuestionSourceService).get(row.rounds[2].questionIds[0])!;
    const word = question.prompt
      .split(/[^A-Za-z]+/)
      .filter((w) => w.length >= 6)
      .sort((a, b) => b.length - a.length)[0]!;
    const { status, body } = await search(`?q=${encodeURIComponent(word)}&archetype=${row.archetype}&pageSize=60`);
    expect(status).toBe(200);
    expect(body.items.map((quiz) => quiz.slug)).toContain(row.slug);
    expect(body.total).toBeLessThan((await search()).body.total);
  });

  it('filters (OR within one, AND across) with real facet counts and page totals', async () => {
    const all = (await search('?pageSize=60')).body;
    const [first, second] = all.facets.archetype;
    const either = await search(`?archetype=${first!.value}&archetype=${second!.value}&pageSize=5`);
    expect(either.body.total).toBe(first!.count + second!.count);
    expect(either.body.items).toHaveLength(5);
    expect(either.body.items.every((q) => [first!.value, second!.value].includes(q.archetype))).toBe(true);

    const [rows] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM quizzes WHERE archetype = $1 AND length = 30`,
      [first!.value],
    );
    const both = await search(`?archetype=${first!.value}&length=30`);
    expect(both.body.total).toBe(rows.n);
    const lengthCounts = both.body.facets.length;
    expect(lengthCounts.reduce((sum, f) => sum + f.count, 0)).toBe(first!.count);

    const page2 = await search(`?archetype=${first!.value}&pageSize=2&page=2`);
    expect(page2.body.total).toBe(first!.count);
    expect(page2.body.page).toBe(2);
    const page1 = await search(`?archetype=${first!.value}&pageSize=2&page=1`);
    expect(page2.body.items.map((q) => q.id)).not.toContain(page1.body.items[0]!.id);
  });

  /** What GET /api/quizzes answers, the plain way: a statement per facet, each with every filter but its own. */
  async function plainly(filters: Record<string, string[]>, q?: string) {
    const condition = (facet: string, param: string) =>
      facet === 'category'
        ? `categories && ${param}::text[]`
        : `${facet} = ANY(${param}::${facet === 'length' ? 'int' : 'text'}[])`;
    /** The filters but `except` as a WHERE clause, and its parameters (the search text first, as $1). */
    const where = (except?: string) => {
      const params: unknown[] = q ? [q] : [];
      // The catalogue is the quizzes nobody owns: members' builder quizzes (other suites') are private.
      const parts = ['owner_id IS NULL', ...(q ? [`search @@ websearch_to_tsquery('english', $1)`] : [])];
      for (const [facet, values] of Object.entries(filters)) {
        if (facet === except) continue;
        params.push(values);
        parts.push(condition(facet, `$${params.length}`));
      }
      return { sql: `WHERE ${parts.join(' AND ')}`, params };
    };
    const columns: Record<string, string> = {
      archetype: 'archetype',
      category: 'unnest(categories)',
      difficulty: 'difficulty',
      length: 'length::text',
      audience: 'audience',
      season: 'season',
    };
    const facets: Record<string, { value: string; count: number }[]> = {};
    for (const [facet, value] of Object.entries(columns)) {
      const rows: { value: string; count: number }[] = await t.dataSource.query(
        `SELECT value, count(*)::int AS count FROM (SELECT ${value} AS value FROM quizzes ${where(facet).sql}) AS v
          WHERE value IS NOT NULL GROUP BY value`,
        where(facet).params,
      );
      facets[facet] = rows.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    }
    const all = where();
    const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM quizzes ${all.sql}`, all.params);
    const rank = q ? `ts_rank(search, websearch_to_tsquery('english', $1)) DESC, ` : '';
    const page: { slug: string }[] = await t.dataSource.query(
      `SELECT slug FROM quizzes ${all.sql} ORDER BY ${rank}published_at DESC, id LIMIT 10`,
      all.params,
    );
    return { total, facets, slugs: page.map((row) => row.slug) };
  }

  it('counts every facet over every filter but its own and ranks the page, with any number of filters', async () => {
    const { facets } = (await search()).body;
    const [a, b, c] = facets.archetype.map((f) => f.value);
    const [d1, d2] = facets.difficulty.map((f) => f.value);
    const [quiz] = await t.dataSource.query(`SELECT title, search_text FROM quizzes ORDER BY slug LIMIT 1`);
    const words = (quiz.search_text as string).split(/[^A-Za-z]+/).filter((w) => w.length >= 6);
    const phrase = (quiz.title as string)
      .split(/[^A-Za-z]+/)
      .slice(0, 2)
      .join(' ');
    const cases: [Record<string, string[]>, string?][] = [
      [{ archetype: [a!, b!], length: ['30', '50'] }],
      [
        {
          archetype: [a!, b!, c!],
          difficulty: [d1!, d2!],
          audience: ['pub'],
          category: [facets.category[0]!.value],
        },
      ],
      [{ season: ['christmas', 'halloween'], audience: ['pub', 'family'] }],
      [{}, words[0]],
      [{ length: ['50', '70'], difficulty: [d1!, d2!] }, `${words[1]} OR ${words[2]}`],
      [{ category: facets.category.slice(0, 2).map((f) => f.value) }, `"${phrase}"`],
    ];
    const totals: number[] = [];
    for (const [filters, q] of cases) {
      const query = new URLSearchParams({ pageSize: '10', ...(q ? { q } : {}) });
      for (const [facet, values] of Object.entries(filters)) for (const value of values) query.append(facet, value);
      const { status, body } = await search(`?${query}`);
      expect(status).toBe(200);
      const expected = await plainly(filters, q);
      expect(Object.values(expected.facets).flat().length).toBeGreaterThan(0);
      totals.push(expected.total);
      expect({ total: body.total, facets: body.facets, slugs: body.items.map((quiz) => quiz.slug) }).toEqual(expected);
    }
    expect(totals.filter((total) => total > 0).length).toBeGreaterThanOrEqual(3);
  });

  it.each`
    query                | parameter
    ${'?length=40'}      | ${'length'}
    ${'?archetype=jazz'} | ${'archetype'}
    ${'?colour=red'}     | ${''}
    ${'?sort=oldest'}    | ${'sort'}
    ${'?page=0'}         | ${'page'}
  `('refuses $query with a 400 naming what was wrong', async ({ query, parameter }) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    const refusal = body as unknown as { code: string; issues: { path: string; message: string }[] };
    expect(refusal.code).toBe('VAL_001');
    if (parameter) expect(refusal.issues.map((i) => i.path.split('.')[0])).toContain(parameter);
    else expect(refusal.issues[0]!.message).toMatch(/colour/);
  });

  it('shows a quiz with round one to preview, its files, and 404 for unknown or impossible slugs', async () => {
    const [{ slug }] = await t.dataSource.query(
      `SELECT slug FROM quizzes WHERE length = 50 AND release_date IS NOT NULL LIMIT 1`,
    );
    const { status, body } = await t.client().get<QuizDetail>(`/api/quizzes/${slug}`);
    expect(status).toBe(200);
    expect(body.rounds).toHaveLength(5);
    expect(body.rounds[0]!.preview).toHaveLength(10);
    expect(body.rounds[0]!.preview![0]!.answer).toBeTruthy();
    expect(body.rounds[1]!.preview).toBeNull();
    expect(body.files.map((f) => f.url)).toContain(`/api/quizzes/${slug}/files/csv`);
    expect(body.saved).toBe(false);
    // A slug past the router's default 100-character parameter limit still reaches the route (404, not 414).
    for (const missing of ['no-such-quiz-2026-01-01', 'Bad%20Slug', '..', 'a'.repeat(150)]) {
      const refused = await t.client().get<{ code: string }>(`/api/quizzes/${missing}`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('RES_001');
    }
  });

  it("keeps a member's saved quizzes in their library until unsaved", async () => {
    const client = t.client();
    expect((await client.get('/api/library')).status).toBe(401);
    await registerUser(client);
    const [{ slug }] = await t.dataSource.query(
      `SELECT slug FROM quizzes WHERE owner_id IS NULL ORDER BY published_at LIMIT 1`,
    );
    expect((await client.send('PUT', `/api/library/saved/${slug}`)).status).toBe(204);
    expect((await client.send('PUT', `/api/library/saved/${slug}`)).status).toBe(204);
    const library = await client.get<Library>('/api/library');
    expect(library.body.items.map((item) => item.quiz.slug)).toEqual([slug]);
    expect(library.body.items[0]!.savedAt).not.toBeNull();
    expect((await client.get<QuizDetail>(`/api/quizzes/${slug}`)).body.saved).toBe(true);
    expect((await client.send('PUT', '/api/library/saved/not-a-quiz')).status).toBe(404);
    expect((await client.send('DELETE', `/api/library/saved/${slug}`)).status).toBe(204);
    expect((await client.get<Library>('/api/library')).body.items).toEqual([]);
  });

  it('lists the quizzes a member downloaded, with the file types and the last date', async () => {
    const client = t.client();
    const { id: userId } = await registerUser(client);
    const [quiz] = await t.dataSource.query(
      `SELECT id, slug FROM quizzes WHERE owner_id IS NULL ORDER BY published_at DESC LIMIT 1`,
    );
    await t.dataSource.query(
      `INSERT INTO quiz_downloads (user_id, quiz_id, file_type, created_at)
       VALUES ($1, $2, 'csv', now() - interval '1 day'), ($1, $2, 'host-sheet', now()), ($1, $2, 'csv', now())`,
      [userId, quiz.id],
    );
    const { body } = await client.get<Library>('/api/library');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      quiz: { slug: quiz.slug },
      savedAt: null,
      downloadedTypes: ['host-sheet', 'csv'],
    });
    expect(Date.now() - Date.parse(body.items[0]!.lastDownloadedAt!)).toBeLessThan(60_000);
  });

  describe('the daily job, on a fixed clock', () => {
    // A date far from the starting catalogue, so only this test's releases come before it.
    const day = '2025-03-10';
    const releasesOf = async (date: string) =>
      (await t.dataSource.query(
        `SELECT slug, release_slot, fact_keys, published_at FROM quizzes WHERE release_date = $1 ORDER BY release_slot`,
        [date],
      )) as { slug: string; release_slot: number; fact_keys: string[]; published_at: Date }[];
    const runJobOn = async (date: string) => {
      jest.spyOn(t.app.get(CatalogueClock), 'now').mockReturnValue(new Date(`${date}T06:00:01Z`));
      return t.app.get(ReleaseCalendarService).publishToday();
    };

    it("publishes the date's two scheduled releases once, however often it runs", async () => {
      const first = await runJobOn(day);
      expect(first.published).toEqual(releasesOn(day).map((r) => r.slug));
      const again = await runJobOn(day);
      expect(again.published).toEqual([]);
      const stored = await releasesOf(day);
      expect(stored.map((r) => r.slug)).toEqual(releasesOn(day).map((r) => r.slug));
      expect(new Date(stored[0]!.published_at).toISOString()).toBe(releaseInstant(day).toISOString());
    });

    it('never asks a fact again within 90 days of releases', async () => {
      const next = shiftDate(day, -1);
      const later = shiftDate(day, -2);
      await runJobOn(next);
      await runJobOn(later);
      const facts = (await Promise.all([day, next, later].map(releasesOf))).flat().flatMap((r) => r.fact_keys);
      expect(facts.length).toBeGreaterThan(100);
      expect(new Set(facts).size).toBe(facts.length);
    });
  });
});
