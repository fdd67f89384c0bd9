import type { ArenaSnapshot, EntitlementsView } from '@trivia/contracts';
import { EntitlementsService } from '../src/entitlements';
import { memberPrincipal } from '../src/identity';
import { UsersService } from '../src/users/users.service';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { type TestApp, type TestClient } from './harness';
import { member, openSession, seedQuiz, session } from './hosted-fixtures';

describe('host-led sessions: opening one', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];

  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const packDownloadsUsed = async (client: TestClient) =>
    (await client.get<EntitlementsView>('/api/entitlements')).body.quotas.packDownloads.used;
  async function takeDownloads(userId: string, count: number): Promise<void> {
    const user = await t.app.get(UsersService).findById(userId);
    const entitlements = await t.app
      .get(EntitlementsService)
      .for(memberPrincipal(user!, { idHash: 'test', expiresAt: Date.now() + 60_000 }));
    for (let i = 0; i < count; i += 1) await entitlements.consume('packDownloads');
  }
  const sessionsOf = (userId: string) =>
    t.dataSource.query(`SELECT * FROM hosted_sessions WHERE host_user_id = $1 ORDER BY created_at`, [userId]);

  /** The host's presenter socket, joined: its snapshot. */
  async function present(client: TestClient, pin: string): Promise<ArenaSnapshot> {
    const socket = connectArena(url, sockets, client.cookieHeader());
    const ack = await socket.emitWithAck('arena:join', { pin });
    expect(ack).toMatchObject({ ok: true });
    return (ack as unknown as { data: { snapshot: ArenaSnapshot } }).data.snapshot;
  }

  it('runs a catalogue quiz round by round, flags as pictures, for one of the month’s pack downloads', async () => {
    const quiz = await seedQuiz(t, { rounds: 2, perRound: 4, flags: 2 });
    const { client, id } = await member(t, 'pub-standard');
    const opened = await session(client, {
      source: { kind: 'catalogue', slug: quiz.slug },
      polls: [{ prompt: 'How did you hear about tonight?', options: ['Friends', 'Posters', 'Online'], at: 'start' }],
    });
    expect(opened).toEqual({
      sessionId: opened.roomId,
      roomId: expect.any(String),
      pin: expect.stringMatching(/^\d{6}$/),
      joinUrl: `${t.config.publicUrl}/arena/play/${opened.pin}`,
      presentUrl: `${t.config.publicUrl}/arena/present/${opened.pin}`,
      title: quiz.title,
      questionCount: 11,
    });
    const [row] = await sessionsOf(id);
    expect(row).toMatchObject({ id: opened.roomId, title: quiz.title, pin: opened.pin, question_count: 11 });
    expect(row.settings).toMatchObject({
      hostLed: true,
      scoring: 'accuracy',
      pace: 'host',
      teamMode: 'off',
      maxPlayers: 100,
    });
    const stored = row.source as {
      source: { slug: string };
      questions: { id: string; round?: string; imageUrl?: string; key: unknown }[];
    };
    expect(stored.source).toMatchObject({ kind: 'catalogue', slug: quiz.slug, quizId: quiz.id });
    expect(stored.questions.map((q) => q.round ?? null)).toEqual([
      null,
      ...Array(4).fill('Round 1'),
      ...Array(4).fill('Round 2'),
      ...Array(2).fill('Picture round: Flags'),
    ]);
    expect(stored.questions.slice(1).map((q) => q.id)).toEqual(quiz.rounds.flatMap((r) => r.questionIds));
    for (const flag of stored.questions.slice(-2))
      expect(flag.imageUrl).toMatch(/^\/api\/catalogue\/flags\/[a-z-]+\.svg$/);
    // The picture is served from this origin.
    expect((await client.get(stored.questions.at(-1)!.imageUrl!)).status).toBe(200);

    // Taken whole, as its first download would be: in the library, one download used; running it again is free.
    expect(await packDownloadsUsed(client)).toBe(1);
    const uses = await t.dataSource.query(`SELECT file_type FROM quiz_downloads WHERE user_id = $1`, [id]);
    expect(uses).toEqual([{ file_type: 'live-session' }]);
    expect((await client.get<{ items: { quiz: { slug: string } }[] }>('/api/library')).body.items[0]?.quiz.slug).toBe(
      quiz.slug,
    );
    await session(client, { source: { kind: 'catalogue', slug: quiz.slug }, title: 'The rematch' });
    expect(await packDownloadsUsed(client)).toBe(1);

    // One round, as the host sheet's QR code for it opens: that round's questions only, named in the title.
    const second = await session(client, { source: { kind: 'catalogue', slug: quiz.slug, round: 2 } });
    expect(second).toMatchObject({ title: `${quiz.title}: Round 2, Round 2`, questionCount: 4 });
    const [roundRow] = (await sessionsOf(id)).filter((r: { id: string }) => r.id === second.roomId);
    const roundSource = roundRow.source as { source: unknown; questions: { id: string }[] };
    expect(roundSource.source).toMatchObject({ kind: 'catalogue', slug: quiz.slug, round: 2 });
    expect(roundSource.questions.map((q) => q.id)).toEqual(quiz.rounds[1]!.questionIds);
    expect(await packDownloadsUsed(client)).toBe(1);
    expect(await openSession(client, { source: { kind: 'catalogue', slug: quiz.slug, round: 4 } })).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', issues: [{ path: 'source.round', message: `${quiz.title} has 3 rounds` }] },
    });

    // The host comes back from any device: the presenter's details, and a snapshot that knows them as its host.
    const again = await client.get(`/api/arena/sessions/${opened.pin}/host`);
    expect(again).toMatchObject({ status: 200, body: opened });
    const snapshot = await present(client, opened.pin);
    expect(snapshot).toMatchObject({ phase: 'lobby', hostConnected: true, you: { isHost: true }, players: [] });
    expect(snapshot.settings).toMatchObject({ hostLed: true, questionCount: 11 });
  });

  it('draws a quick selection with the host’s polls first and last, sized by the plan', async () => {
    const { client, id } = await member(t);
    const opened = await session(client, {
      source: { kind: 'quick', questionCount: 6, questionTypes: ['multiple_choice', 'true_false', 'text'] },
      polls: [
        { prompt: 'Tea or coffee?', options: ['Tea', 'Coffee'], at: 'start' },
        { prompt: 'Would you come again?', options: ['Yes', 'No', 'Maybe'] },
      ],
      scoring: 'speed',
      pace: 'auto',
    });
    expect(opened).toMatchObject({ title: 'Quick quiz', questionCount: 8 });
    const [row] = await sessionsOf(id);
    const { questions } = row.source as { questions: { id: string; type: string; key: unknown }[] };
    expect(questions[0]).toMatchObject({ id: 'poll-1', type: 'poll', key: { poll: true } });
    expect(questions.at(-1)).toMatchObject({ id: 'poll-2', type: 'poll' });
    for (const q of questions.slice(1, -1)) expect(['multiple_choice', 'true_false', 'text']).toContain(q.type);
    // A free plan hosts rooms of up to 10: the default is the plan's largest room.
    expect(row.settings).toMatchObject({ maxPlayers: 10, scoring: 'speed', pace: 'auto' });
    expect(await client.get(`/api/arena/sessions/${opened.pin}/host`)).toMatchObject({ status: 200 });
  });

  it('draws put-in-order and closest-number questions when the host asks for them, orders shuffled', async () => {
    const { client, id } = await member(t);
    await session(client, { source: { kind: 'quick', questionCount: 6, questionTypes: ['order', 'estimate'] } });
    const [row] = await sessionsOf(id);
    const { questions } = row.source as {
      questions: { type: string; options?: string[]; unit?: string; key: Record<string, unknown> }[];
    };
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['order', 'estimate']));
    for (const q of questions) {
      if (q.type === 'order') {
        const { order, items } = q.key as { order: number[]; items: string[] };
        expect(order.map((i) => q.options![i])).toEqual(items);
        expect(q.options).not.toEqual(items);
      } else expect(q.key).toEqual(expect.objectContaining({ value: expect.any(Number) }));
    }
  });

  it('refuses politely past the plan’s room size, and a catalogue quiz the plan cannot take, opening nothing', async () => {
    const quiz = await seedQuiz(t);
    const { client, id } = await member(t);
    const tooBig = await openSession(client, { source: { kind: 'quick', questionCount: 5 }, maxPlayers: 11 });
    expect(tooBig).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect(tooBig.body.issues).toEqual([
      { path: 'maxPlayers', message: 'Your plan hosts rooms of up to 10 players. Upgrade for bigger rooms.' },
    ]);
    expect(await openSession(client, { source: { kind: 'catalogue', slug: quiz.slug } })).toMatchObject({
      status: 403,
      body: { code: 'DL_001' },
    });
    expect(await sessionsOf(id)).toEqual([]);

    // A plan whose downloads are all used: refused with DL_003 once the quiz would count, and its room is gone.
    const standard = await member(t, 'pub-standard');
    await takeDownloads(standard.id, 8);
    expect(await openSession(standard.client, { source: { kind: 'catalogue', slug: quiz.slug } })).toMatchObject({
      status: 429,
      body: { code: 'DL_003' },
    });
    expect(await sessionsOf(standard.id)).toEqual([]);
    expect(await packDownloadsUsed(standard.client)).toBe(8);
  });

  it('answers bad bodies with VAL_001 and what was wrong, strangers and missing CSRF tokens with their codes', async () => {
    const { client, id } = await member(t);
    const refusals: [unknown, string][] = [
      [{ source: { kind: 'quick', questionCount: 3 } }, 'source.questionCount'],
      [{ source: { kind: 'catalogue', slug: 'Not A Slug!' } }, 'source.slug'],
      [{ source: { kind: 'catalogue', slug: 'a-quiz', round: 0 } }, 'source.round'],
      [{ source: { kind: 'quick', questionCount: 5 }, teamMode: 'teams', teams: ['Only one'] }, 'teams'],
      [{ source: { kind: 'quick', questionCount: 5 }, teams: ['Red', 'Blue'] }, 'teams'],
      [
        { source: { kind: 'quick', questionCount: 5 }, polls: [{ prompt: 'Which?', options: ['A', 'a'] }] },
        'polls.0.options',
      ],
      [{ source: { kind: 'quick', questionCount: 5 }, questionSeconds: 2 }, 'questionSeconds'],
      [{ source: { kind: 'builder', id: 'x' } }, 'source.kind'],
      [{ source: { kind: 'quick', questionCount: 5 }, extra: true }, ''],
    ];
    for (const [body, path] of refusals) {
      const response = await client.send<{ code: string; issues: { path: string }[] }>(
        'POST',
        '/api/arena/sessions',
        body,
      );
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VAL_001');
      expect(response.body.issues.map((issue) => issue.path)).toContain(path);
    }
    const unknownQuiz = await openSession(client, { source: { kind: 'catalogue', slug: 'no-such-quiz-here' } });
    expect(unknownQuiz).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    // More questions and polls than a session runs: refused on the polls, saying how many fit.
    const long = await seedQuiz(t, { rounds: 3, perRound: 25 });
    const withPolls = await openSession(t.client(), { source: { kind: 'catalogue', slug: long.slug } });
    expect(withPolls.status).toBe(401);
    const premium = await member(t, 'pub-premium');
    const overflow = await openSession(premium.client, {
      source: { kind: 'catalogue', slug: long.slug },
      polls: Array.from({ length: 6 }, (_, i) => ({ prompt: `Poll number ${i + 1}?`, options: ['Yes', 'No'] })),
    });
    expect(overflow).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect(overflow.body.issues?.[0]).toMatchObject({
      path: 'polls',
      message: expect.stringContaining('room for 5 poll(s)'),
    });
    const noToken = await client.request('POST', '/api/arena/sessions', {
      source: { kind: 'quick', questionCount: 5 },
    });
    expect(noToken).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
    expect(await sessionsOf(id)).toEqual([]);
    expect(await sessionsOf(premium.id)).toEqual([]);
  });

  it('shows the presenter’s details to the host alone: another member’s PIN is as unknown as a wrong one', async () => {
    const host = await member(t);
    const opened = await session(host.client, { source: { kind: 'quick', questionCount: 5 } });
    const other = await member(t);
    expect(await other.client.get(`/api/arena/sessions/${opened.pin}/host`)).toMatchObject({
      status: 404,
      body: { code: 'ARENA_010' },
    });
    expect(await host.client.get(`/api/arena/sessions/000000/host`)).toMatchObject({ status: 404 });
    expect(await host.client.get(`/api/arena/sessions/12ab56/host`)).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
    expect(await t.client().get(`/api/arena/sessions/${opened.pin}/host`)).toMatchObject({ status: 401 });
  });
});
