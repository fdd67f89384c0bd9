import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameResults } from '@trivia/arena-engine';
import type {
  ArenaHistoryResponse,
  HostedOwnResultResponse,
  HostedSessionListResponse,
  HostedSessionReportResponse,
} from '@trivia/contracts';
import { parse } from 'csv-parse/sync';
import type { PlayedGame } from '../src/arena/reports/played-game';
import { SessionReportJobs } from '../src/arena/reports/session-report-jobs.service';
import { ArenaResultsService } from '../src/arena/results/arena-results.service';
import { FILE_STORAGE, type FileStorage } from '../src/infra/storage/file-storage';
import { newAdmin, newMember } from './admin-fixtures';
import { eventually, startTestApp, type TestApp, type TestClient } from './harness';
import { HOSTED_SETTINGS, insertFinishedGame, insertSession } from './session-report-fixtures';

type Member = Awaited<ReturnType<typeof newMember>>;

describe('host-led session reports', () => {
  let t: TestApp;
  let host: Member;
  let other: Member;
  let admin: Member;
  let ann: Member;
  let dan: Member;
  const dir = mkdtempSync(join(tmpdir(), 'session-report-it-'));

  beforeAll(async () => {
    t = await startTestApp();
    host = await newMember(t, 'Quinn Host');
    other = await newMember(t, 'Olive Other');
    admin = await newAdmin(t);
    ann = await newMember(t, 'Ann Player');
    dan = await newMember(t, 'Dan Player');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const reportOf = (client: TestClient, id: string) =>
    client.get<HostedSessionReportResponse & { code?: string }>(`/api/arena/sessions/${id}/report`);

  /** A finished session of the report fixture whose report job has run. */
  async function reportedSession(): Promise<string> {
    const id = await insertSession(t.dataSource, host.id);
    await insertFinishedGame(t.dataSource, id, { hostUserId: host.id, annUserId: ann.id, danUserId: dan.id });
    await t.app.get(SessionReportJobs).run(id);
    return id;
  }

  /** A file download as the browser receives it: the raw bytes and headers. */
  async function download(client: TestClient, url: string) {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  }

  const mailsTo = async (email: string) =>
    (await t.dataSource.query(`SELECT subject, body_text FROM mail_outbox WHERE to_address = $1`, [email])) as {
      subject: string;
      body_text: string;
    }[];

  it('queues the report when a host-led game is stored, keeps it, writes its files and mails the host once', async () => {
    const settings = { ...HOSTED_SETTINGS, teamMode: 'off' as const, teams: [] };
    const id = await insertSession(t.dataSource, host.id, { title: 'Quiz for the hook', started: true, settings });
    const results = t.app.get(ArenaResultsService);
    const question = { id: 'q-1', type: 'multiple_choice' as const, prompt: 'Two plus two?', options: ['3', '4'] };
    const played: PlayedGame = {
      questions: [{ ...question, key: { correctIndex: 1, correctOption: '4' } }],
      skipped: [],
      reached: 0,
    };
    const endedAt = Date.now();
    await results.storeAnswers(
      id,
      { hostId: `user:${host.id}`, settings, startedAt: endedAt - 60_000 },
      {
        questionIndex: 0,
        questionId: 'q-1',
        answers: [
          {
            playerId: `user:${ann.id}`,
            questionIndex: 0,
            choice: 1,
            receivedAt: endedAt - 30_000,
            elapsedMs: 4200,
            correct: true,
            speedPoints: 0,
            streakBonus: 0,
            points: 1,
          },
        ],
      },
    );
    const game = {
      completed: true,
      endedAt,
      hostId: `user:${host.id}`,
      settings,
      questions: [{ id: 'q-1', type: 'multiple_choice' }],
      standings: [
        {
          playerId: `user:${ann.id}`,
          nickname: 'Ann',
          score: 1,
          rank: 1,
          correctCount: 1,
          isGuest: false,
          teamId: null,
        },
      ],
      teams: [],
      kicked: [],
      skipped: [],
    } as GameResults;
    await results.store(id, game, played);

    const ready = await eventually(
      () => reportOf(host.client, id),
      (response) => response.body.report !== null,
      15_000,
    );
    expect(ready.body.session).toMatchObject({ id, title: 'Quiz for the hook', status: 'ready', playerCount: 1 });
    expect(ready.body.report!.participants).toMatchObject([
      { nickname: 'Ann', score: 1, answers: [{ questionIndex: 0, answer: '4', correct: true, elapsedMs: 4200 }] },
    ]);
    // The mail is the job's last step: once it is recorded, the files are written too.
    const hookMails = async () => (await mailsTo(host.email)).filter((m) => m.subject.includes('Quiz for the hook'));
    await eventually(hookMails, (mails) => mails.length > 0, 15_000);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    for (const type of ['csv', 'pdf']) expect(await storage.exists(`session-reports/${id}/report.${type}`)).toBe(true);

    // Stored again (a node taking the room over) and run again (a retried job): still one report mail.
    await results.store(id, game, played);
    await t.app.get(SessionReportJobs).run(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await hookMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your session report: Quiz for the hook');
    expect(mails[0]!.body_text).toContain(`${t.config.publicUrl}/library/sessions/${id}`);
    expect(mails[0]!.body_text).toContain('1 participant, 1 question played');
  });

  it('ends a session whose game had no players with nothing to report', async () => {
    const id = await insertSession(t.dataSource, host.id, { title: 'Nobody came', started: true });
    const game = {
      completed: false,
      endedAt: Date.now(),
      hostId: `user:${host.id}`,
      settings: HOSTED_SETTINGS,
      questions: [],
      standings: [],
      teams: [],
      kicked: [],
      skipped: [],
    } as unknown as GameResults;
    await t.app.get(ArenaResultsService).store(id, game, { questions: [], skipped: [], reached: -1 });
    const { body } = await reportOf(host.client, id);
    expect(body).toMatchObject({ session: { status: 'empty', presentUrl: null }, report: null });
  });

  it("lists only the host's own sessions, newest first, with where each one is", async () => {
    const waiting = await insertSession(t.dataSource, host.id, { title: 'Not started' });
    const live = await insertSession(t.dataSource, host.id, { title: 'Running now', started: true });
    const ready = await reportedSession();
    // Three apart, so the order does not rest on two inserts a moment apart getting different clock readings.
    await t.dataSource.query(`UPDATE hosted_sessions SET created_at = now() + interval '30 seconds' WHERE id = $1`, [
      live,
    ]);
    await t.dataSource.query(`UPDATE hosted_sessions SET created_at = now() + interval '1 minute' WHERE id = $1`, [
      ready,
    ]);
    const { status, body } = await host.client.get<HostedSessionListResponse>('/api/arena/sessions');
    expect(status).toBe(200);
    const mine = body.sessions.filter((s) => [waiting, live, ready].includes(s.id));
    expect(mine.map((s) => [s.id, s.status])).toEqual([
      [ready, 'ready'],
      [live, 'live'],
      [waiting, 'waiting'],
    ]);
    expect(mine[0]).toMatchObject({ playerCount: 4, completed: false, presentUrl: null });
    expect(mine[1]!.presentUrl).toMatch(/^\/arena\/present\/\d{6}$/);
    const others = await other.client.get<HostedSessionListResponse>('/api/arena/sessions');
    expect(others.body.sessions.some((s) => [waiting, live, ready].includes(s.id))).toBe(false);
    expect((await t.client().get('/api/arena/sessions')).status).toBe(401);
  });

  it('shows the report to its host and admins only', async () => {
    const id = await reportedSession();
    const mine = await reportOf(host.client, id);
    expect(mine.status).toBe(200);
    expect(mine.body.report!.teams.map((team) => [team.name, team.score])).toEqual([
      ['Support', 2.5],
      ['Sales', 2],
      ['Finance', 0],
    ]);
    expect(mine.body.report!.remarks).toEqual([
      expect.objectContaining({ questionIndex: 1, accepted: true, players: ['Ann', 'Cat'], byName: 'Quinn Host' }),
    ]);
    expect((await reportOf(admin.client, id)).status).toBe(200);
    expect(await reportOf(other.client, id)).toMatchObject({ status: 403, body: { code: 'ARENA_005' } });
    expect(await reportOf(ann.client, id)).toMatchObject({ status: 403, body: { code: 'ARENA_005' } });
    expect((await reportOf(t.client(), id)).status).toBe(401);
    expect(await reportOf(host.client, '6f1c2a34-0000-4000-8000-00000000ffff')).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
    expect(await reportOf(host.client, 'not-a-session')).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    for (const client of [other.client, ann.client]) {
      const refused = await download(client, `/api/arena/sessions/${id}/report.csv`);
      expect(refused.status).toBe(403);
    }
  });

  it('downloads the report as CSV (a row per player per question) and PDF, with their types and names', async () => {
    const id = await reportedSession();
    const csv = await download(host.client, `/api/arena/sessions/${id}/report.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="session-report-friday-team-quiz-2026-11-20.csv"',
    );
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4 * 7);
    expect(rows[1]).toMatchObject({ player: 'Ann', team: 'Sales', answer: 'Leonardo', remarked: 'yes' });

    const pdf = await download(admin.client, `/api/arena/sessions/${id}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="session-report-friday-team-quiz-2026-11-20.pdf"',
    );
    const file = join(dir, `${id}.pdf`);
    writeFileSync(file, pdf.bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Friday team quiz');
    expect(text).toContain('Participation 90% of possible answers');
    expect(text).toContain('1 Support 2 2.5 63%');

    // Files lost from storage are made again from the stored report.
    await t.app.get<FileStorage>(FILE_STORAGE).delete(`session-reports/${id}/report.csv`);
    const again = await download(host.client, `/api/arena/sessions/${id}/report.csv`);
    expect(again.bytes.equals(csv.bytes)).toBe(true);
  });

  it('says the report is being prepared until its job has run', async () => {
    const id = await insertSession(t.dataSource, host.id);
    await insertFinishedGame(t.dataSource, id, { hostUserId: host.id, annUserId: ann.id, danUserId: dan.id });
    expect((await reportOf(host.client, id)).body).toMatchObject({ session: { status: 'preparing' }, report: null });
    const csv = await download(host.client, `/api/arena/sessions/${id}/report.csv`);
    expect(csv.status).toBe(404);
    expect(JSON.parse(csv.bytes.toString('utf8'))).toMatchObject({ code: 'RES_001' });
    const own = await ann.client.get<HostedOwnResultResponse>(`/api/arena/sessions/${id}/me`);
    expect(own.body).toMatchObject({ session: { status: 'preparing' }, result: null, answers: [] });
  });

  it("shows a signed-in player their own result and answers with receipt times, and nobody else's", async () => {
    const id = await reportedSession();
    const own = await ann.client.get<HostedOwnResultResponse>(`/api/arena/sessions/${id}/me`);
    expect(own.status).toBe(200);
    expect(own.body.session).toMatchObject({ id, title: 'Friday team quiz', hostName: 'Quinn H.', completed: false });
    expect(own.body.result).toEqual({
      nickname: 'Ann',
      rank: 1,
      score: 3,
      correctCount: 3,
      playerCount: 4,
      scoring: 'accuracy',
      team: { name: 'Sales', rank: 2, score: 2, teamCount: 2 },
    });
    expect(own.body.answers.map((a) => [a.questionIndex, a.status, a.answer, a.correct, a.remarked])).toEqual([
      [0, 'played', 'Paris', true, false],
      [1, 'played', 'Leonardo', true, true],
      [2, 'played', 'Battle of Hastings → Magna Carta → Moon landing', true, false],
      [3, 'played', '100 metres', false, false],
      [4, 'played', 'Yes', null, false],
      [5, 'void', null, null, false],
    ]);
    expect(own.body.answers[0]).toMatchObject({ receivedAt: '2026-11-20T18:01:01.000Z', elapsedMs: 1000 });
    const history = await ann.client.get<ArenaHistoryResponse>('/api/arena/history');
    expect(history.body.matches.find((m) => m.matchId === id)).toMatchObject({ hostLed: true, rank: 1, score: 3 });
    const danView = await dan.client.get<HostedOwnResultResponse>(`/api/arena/sessions/${id}/me`);
    expect(danView.body.result).toMatchObject({ nickname: 'Dan', team: { name: 'Support', rank: 1 } });
    for (const client of [other.client, host.client, admin.client]) {
      expect(await client.get(`/api/arena/sessions/${id}/me`)).toMatchObject({
        status: 403,
        body: { code: 'ARENA_008' },
      });
    }
    expect((await t.client().get(`/api/arena/sessions/${id}/me`)).status).toBe(401);
    expect((await ann.client.get(`/api/arena/sessions/not-a-session/me`)).status).toBe(404);
  });
});
