import { setTimeout as sleep } from 'node:timers/promises';
import type {
  BuilderDraft,
  BuilderImportResponse,
  CatalogueResult,
  EntitlementsView,
  Library,
  SavedBuilderQuiz,
} from '@trivia/contracts';
import { FILE_STORAGE, type FileStorage } from '../src/infra/storage/file-storage';
import { contentOf, download, ownQuestion, pdfText, type Refusal, startDraft } from './builder-fixtures';
import { startTestApp, type TestApp, type TestClient } from './harness';
import { member, openSession } from './hosted-fixtures';

describe('the quiz builder: saved quizzes', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Files a re-save replaces are removed after 5 s here (15 minutes by default).
    t = await startTestApp({}, undefined, { packFilesKeptMs: 5_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const quotas = async (client: TestClient) => (await client.get<EntitlementsView>('/api/entitlements')).body.quotas;

  /** A 30-question draft with one own question and one edited bank question, saved. */
  async function savedQuiz(client: TestClient) {
    const draft = await startDraft(client, { archetype: 'general-knowledge', length: 30, title: 'Friday at the Lion' });
    const body = contentOf(draft);
    body.rounds[0]!.questions[9] = ownQuestion({ prompt: 'Which colour is the snug door at the Red Lion?' });
    body.rounds[1]!.questions[0]!.prompt = `${body.rounds[1]!.questions[0]!.prompt.replace(/\?$/, '')}, as asked tonight?`;
    const autosaved = await client.send<BuilderDraft>('PUT', `/api/builder/drafts/${draft.id}`, body);
    expect(autosaved.status).toBe(200);
    const saved = await client.send<SavedBuilderQuiz>('POST', `/api/builder/drafts/${draft.id}/save`);
    expect(saved.status).toBe(200);
    return { draft: autosaved.body, saved: saved.body, edited: body.rounds[1]!.questions[0]!.prompt };
  }

  it('saves a draft as a private quiz in the library, its four files free to its owner and hidden from everyone else', async () => {
    const owner = await member(t, 'essentials');
    const { saved, edited, draft } = await savedQuiz(owner.client);
    expect(saved).toMatchObject({ title: 'Friday at the Lion', questionCount: 30, quota: { used: 1, left: 9 } });
    expect(saved.slug).toMatch(/^custom-friday-at-the-lion-[0-9a-f]{8}$/);
    const library = (await owner.client.get<Library>('/api/library')).body;
    expect(library.items).toEqual([]);
    expect(library.built).toEqual([
      expect.objectContaining({ quiz: expect.objectContaining({ slug: saved.slug, length: 30 }), questionCount: 30 }),
    ]);
    for (const file of library.built[0]!.files) {
      const response = await download(t, owner.client, file.url);
      expect(response.status).toBe(200);
      if (file.type === 'csv') {
        expect(response.text).toContain('Which colour is the snug door at the Red Lion?');
        // The drawn question may hold quotes ("plonker"), which a CSV field doubles.
        expect(response.text).toContain(edited.replaceAll('"', '""'));
      }
    }
    const hostSheet = pdfText((await download(t, owner.client, `/api/quizzes/${saved.slug}/files/host-sheet`)).bytes);
    expect(hostSheet).toContain('Friday at the Lion');
    expect(hostSheet).toContain('Which colour is the snug door at the Red Lion?');
    expect(hostSheet).toContain('Source: The landlord');
    expect(pdfText((await download(t, owner.client, `/api/quizzes/${saved.slug}/files/answers`)).bytes)).toContain(
      'Green',
    );
    expect((await quotas(owner.client)).packDownloads.used).toBe(0);
    expect((await quotas(owner.client)).customQuizzes.used).toBe(1);
    expect((await owner.client.get<Library>('/api/library')).body.built[0]!.downloadedTypes).toHaveLength(4);
    // Anyone else, with or without a plan, finds nothing there; the catalogue never lists it.
    const other = await member(t, 'pub-premium');
    for (const type of ['host-sheet', 'csv']) {
      const refused = await download(t, other.client, `/api/quizzes/${saved.slug}/files/${type}`);
      expect(refused.status).toBe(404);
    }
    expect((await other.client.send('POST', `/api/builder/quizzes/${saved.slug}/edit`)).status).toBe(404);
    expect((await owner.client.get(`/api/quizzes/${saved.slug}`)).status).toBe(404);
    const search = await t.client().get<CatalogueResult>(`/api/quizzes?q=${encodeURIComponent('Friday Lion')}`);
    expect(search.body.items.map((item) => item.slug)).not.toContain(saved.slug);
    expect((await owner.client.send('PUT', `/api/library/saved/${saved.slug}`)).status).toBe(404);
    expect((await owner.client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`)).body.quizSlug).toBe(saved.slug);
  });

  it('re-saves an edited quiz over the same one, taking nothing, and builds its files again', async () => {
    const owner = await member(t, 'essentials');
    const { saved, draft } = await savedQuiz(owner.client);
    const before = await download(t, owner.client, `/api/quizzes/${saved.slug}/files/csv`);
    expect(before.text).toContain('Which colour is the snug door at the Red Lion?');
    const [{ id: quizId }] = await t.dataSource.query(`SELECT id FROM quizzes WHERE slug = $1`, [saved.slug]);
    const [{ storage_key: oldFile }] = await t.dataSource.query(
      `SELECT storage_key FROM quiz_files WHERE quiz_id = $1 AND file_type = 'csv'`,
      [quizId],
    );
    const body = contentOf(draft);
    body.rounds[0]!.questions[9] = {
      ...body.rounds[0]!.questions[9]!,
      prompt: 'Which colour is the bar at the Red Lion?',
    };
    body.rounds[0]!.title = 'Opening round';
    expect((await owner.client.send('PUT', `/api/builder/drafts/${draft.id}`, body)).status).toBe(200);
    const again = await owner.client.send<SavedBuilderQuiz>('POST', `/api/builder/drafts/${draft.id}/save`);
    expect(again.body).toMatchObject({ slug: saved.slug, quota: { used: 1, left: 9 } });
    expect(await t.dataSource.query(`SELECT 1 FROM quiz_files WHERE quiz_id = $1`, [quizId])).toHaveLength(0);
    // The old file stays a while for downloads already under way, then goes; the new one stays.
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    expect(await storage.exists(oldFile)).toBe(true);
    const after = await download(t, owner.client, `/api/quizzes/${saved.slug}/files/csv`);
    expect(after.text).toContain('Which colour is the bar at the Red Lion?');
    expect(after.text).toContain('Opening round');
    expect(after.text).not.toContain('snug door');
    const [{ storage_key: newFile }] = await t.dataSource.query(
      `SELECT storage_key FROM quiz_files WHERE quiz_id = $1 AND file_type = 'csv'`,
      [quizId],
    );
    for (let waited = 0; (await storage.exists(oldFile)) && waited < 30_000; waited += 250) await sleep(250);
    expect(await storage.exists(oldFile)).toBe(false);
    expect(await storage.exists(newFile)).toBe(true);
    const custom = await t.dataSource.query(`SELECT based_on FROM custom_questions WHERE quiz_id = $1`, [quizId]);
    expect(custom).toHaveLength(2);
    // The saved quiz opens in the builder again: the same draft while it is kept, and one read back once it is not.
    const edit = await owner.client.send<BuilderDraft>('POST', `/api/builder/quizzes/${saved.slug}/edit`);
    expect(edit.body.id).toBe(draft.id);
    await owner.client.send('DELETE', `/api/builder/drafts/${draft.id}`);
    const reopened = await owner.client.send<BuilderDraft>('POST', `/api/builder/quizzes/${saved.slug}/edit`);
    expect(reopened.body.id).not.toBe(draft.id);
    expect(reopened.body.rounds).toEqual(
      body.rounds.map((round) => ({
        ...round,
        questions: round.questions.map((q) =>
          expect.objectContaining({ id: q.id, prompt: q.prompt, origin: q.origin }),
        ),
      })),
    );
    expect(
      (await owner.client.send<SavedBuilderQuiz>('POST', `/api/builder/drafts/${reopened.body.id}/save`)).body,
    ).toMatchObject({
      slug: saved.slug,
      quota: { used: 1 },
    });
  });

  it('deletes a built quiz for its owner only: its files, downloads and draft go, the month’s quota stays used', async () => {
    const owner = await member(t, 'essentials');
    const { saved, draft } = await savedQuiz(owner.client);
    expect((await download(t, owner.client, `/api/quizzes/${saved.slug}/files/csv`)).status).toBe(200);
    const [{ id: quizId }] = (await t.dataSource.query(`SELECT id FROM quizzes WHERE slug = $1`, [saved.slug])) as [
      { id: string },
    ];
    const keys = (
      (await t.dataSource.query(`SELECT storage_key FROM quiz_files WHERE quiz_id = $1`, [quizId])) as {
        storage_key: string;
      }[]
    ).map((row) => row.storage_key);
    expect(keys).toHaveLength(1);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    expect(await storage.exists(keys[0]!)).toBe(true);

    const other = await member(t, 'pub-premium');
    expect((await other.client.send<Refusal>('DELETE', `/api/builder/quizzes/${saved.slug}`)).body.code).toBe(
      'RES_001',
    );
    const forged = await owner.client.request('DELETE', `/api/builder/quizzes/${saved.slug}`, undefined, {
      'csrf-token': 'forged.token',
    });
    expect(forged.status).toBe(403);
    expect((await owner.client.get<Library>('/api/library')).body.built).toHaveLength(1);

    expect((await owner.client.send('DELETE', `/api/builder/quizzes/${saved.slug}`)).status).toBe(204);
    expect((await owner.client.get<Library>('/api/library')).body.built).toEqual([]);
    expect((await download(t, owner.client, `/api/quizzes/${saved.slug}/files/csv`)).status).toBe(404);
    expect(await storage.exists(keys[0]!)).toBe(false);
    for (const table of ['custom_questions', 'quiz_files', 'quiz_downloads']) {
      expect(await t.dataSource.query(`SELECT 1 FROM ${table} WHERE quiz_id = $1`, [quizId])).toHaveLength(0);
    }
    expect((await owner.client.get(`/api/builder/drafts/${draft.id}`)).status).toBe(404);
    expect((await quotas(owner.client)).customQuizzes.used).toBe(1);
    expect((await owner.client.send('DELETE', `/api/builder/quizzes/${saved.slug}`)).status).toBe(404);
  });

  it('hosts a builder quiz live for its owner only, with its own questions', async () => {
    const owner = await member(t, 'essentials');
    const { saved } = await savedQuiz(owner.client);
    const hosted = await openSession(owner.client, { source: { kind: 'catalogue', slug: saved.slug } });
    expect(hosted.status).toBe(201);
    expect(hosted.body).toMatchObject({ title: 'Friday at the Lion', questionCount: 30 });
    const [row] = await t.dataSource.query(`SELECT source FROM hosted_sessions WHERE id = $1`, [hosted.body.sessionId]);
    const prompts = (row.source as { questions: { prompt: string }[] }).questions.map((q) => q.prompt);
    expect(prompts).toContain('Which colour is the snug door at the Red Lion?');
    expect((await quotas(owner.client)).packDownloads.used).toBe(0);
    const other = await member(t, 'pub-premium');
    const refused = await openSession(other.client, { source: { kind: 'catalogue', slug: saved.slug } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('RES_001');
  });

  it('exports a draft as CSV and imports it back to the same quiz; a bad file names its rows and stores nothing', async () => {
    const { client, id } = await member(t, 'pub-premium');
    const { draft, saved } = await savedQuiz(client);
    const csv = await download(t, client, `/api/builder/drafts/${draft.id}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${saved.slug}.csv"`);
    const imported = await client.send<BuilderImportResponse>('POST', '/api/builder/import', { csv: csv.text });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ title: draft.title, rounds: draft.rounds, skipped: [], quizSlug: null });
    const drafts = async () =>
      (await t.dataSource.query(`SELECT id FROM builder_drafts WHERE owner_id = $1`, [id])).length;
    const count = await drafts();
    const lines = csv.text.split('\n');
    const at = lines.findIndex((line) => line.includes('snug door'));
    const bad = lines.map((line, i) => (i === at ? line.replace('Green', 'Purple') : line)).join('\n');
    const refused = await client.send<Refusal>('POST', '/api/builder/import', { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('QUIZ_003');
    expect(refused.body.issues).toEqual([
      { path: `csv.line.${at + 1}.answer`, message: 'The answer must be one of the options, written the same way.' },
    ]);
    expect(await drafts()).toBe(count);
    const skipped = await client.send<BuilderImportResponse>('POST', '/api/builder/import', {
      csv: bad,
      skipBadRows: true,
    });
    expect(skipped.status).toBe(201);
    expect(skipped.body.skipped.length).toBeGreaterThan(0);
    expect(skipped.body.rounds.flatMap((round) => round.questions)).toHaveLength(29);
    expect(await drafts()).toBe(count + 1);
  });
});
