import { randomUUID } from 'node:crypto';
import type { ArenaSnapshot, SocketAck } from '@trivia/contracts';
import { type ArenaSocket, connectArena } from './arena-sockets';
import { eventually, startTestApp, type TestApp } from './harness';
import { dropFirstAdjust, listen, member, session } from './hosted-fixtures';

// Two nodes of one cluster (two apps sharing PostgreSQL and Redis, keys and Socket.IO adapter): only where both
// servers are configured.
const scaleOut = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
const describeScaleOut = scaleOut ? describe : describe.skip;

describeScaleOut('host-led sessions across two nodes', () => {
  const nodes: { t: TestApp; url: string }[] = [];
  const sockets: ArenaSocket[] = [];

  beforeAll(async () => {
    const prefix = `it-hosted-${randomUUID().slice(0, 8)}:`;
    for (let i = 0; i < 2; i += 1) {
      const t = await startTestApp({ REDIS_KEY_PREFIX: prefix });
      await t.app.listen(0, '127.0.0.1');
      nodes.push({ t, url: (await t.app.getUrl()).replace('[::1]', '127.0.0.1') });
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const { t } of nodes) await t.close();
  });

  it('pauses when the host’s last socket (on one node) goes, and hears them back from the other node', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    // Opened on node A, so A owns the room; the host's presenter and a player sit on node B.
    const host = await member(a.t, undefined, 'Nina Node');
    const opened = await session(host.client, { source: { kind: 'quick', questionCount: 5, questionTypes: ['text'] } });
    const presenter = connectArena(b.url, sockets, host.client.cookieHeader());
    expect(await presenter.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    const ada = connectArena(b.url, sockets);
    const heard = listen(ada);
    expect(await ada.emitWithAck('arena:join', { pin: opened.pin, nickname: 'Ada' })).toMatchObject({ ok: true });
    expect(await presenter.emitWithAck('arena:host', { roomId: opened.roomId, action: 'start' })).toEqual({ ok: true });
    await heard.next('arena:question', (p) => p.questionIndex === 0);

    // A second presenter on node A keeps the host present when the one on node B closes.
    const second = connectArena(a.url, sockets, host.client.cookieHeader());
    expect(await second.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    presenter.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(heard.seen.some((e) => e.event === 'arena:paused')).toBe(false);

    second.disconnect();
    expect(await heard.next('arena:paused', () => true, 15_000)).toMatchObject({ payload: { reason: 'host_away' } });
    const back = connectArena(b.url, sockets, host.client.cookieHeader());
    const ack = (await back.emitWithAck('arena:join', { pin: opened.pin })) as SocketAck & {
      data: { snapshot: ArenaSnapshot };
    };
    expect(ack.data.snapshot.you).toMatchObject({ isHost: true });
    await heard.next('arena:host-back', () => true, 10_000);
    expect(await back.emitWithAck('arena:host', { roomId: opened.roomId, action: 'resume' })).toEqual({ ok: true });
    await heard.next('arena:resumed');
    // The owner (node A) counts the presenter on node B at its sweeps: the host stays present, the game running.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(heard.seen.filter((e) => e.event === 'arena:paused')).toHaveLength(1);
    const view = (await ada.emitWithAck('arena:sync', { roomId: opened.roomId })) as SocketAck & {
      data: ArenaSnapshot;
    };
    expect(view.data).toMatchObject({ paused: false, hostConnected: true, phase: 'question' });
  }, 60_000);

  it('tells the presenter on one node how many have answered, counted by the owner on the other', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    // Node A owns the room; the presenter and Ada sit on node B, Bo on node A.
    const host = await member(a.t, undefined, 'Cora Count');
    const opened = await session(host.client, { source: { kind: 'quick', questionCount: 5, questionTypes: ['text'] } });
    const presenter = connectArena(b.url, sockets, host.client.cookieHeader());
    const presenterHeard = listen(presenter);
    expect(await presenter.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    const players = [connectArena(b.url, sockets), connectArena(a.url, sockets)] as const;
    const heard = players.map(listen);
    for (const [i, nickname] of ['Ada', 'Bo'].entries())
      expect(await players[i]!.emitWithAck('arena:join', { pin: opened.pin, nickname })).toMatchObject({ ok: true });
    expect(await presenter.emitWithAck('arena:host', { roomId: opened.roomId, action: 'start' })).toEqual({ ok: true });
    await heard[0]!.next('arena:question', (p) => p.questionIndex === 0);
    const answer = { roomId: opened.roomId, questionIndex: 0, choice: 'A guess' };
    expect(await players[0].emitWithAck('arena:answer', answer)).toMatchObject({ ok: true });
    expect(await presenterHeard.next('arena:answered')).toMatchObject({ payload: { answeredCount: 1 } });
    expect(await players[1].emitWithAck('arena:answer', answer)).toMatchObject({ ok: true });
    await heard[1]!.next('arena:reveal', (p) => p.questionIndex === 0);
    expect(heard.flatMap((h) => h.seen).filter((e) => e.event === 'arena:answered')).toEqual([]);
  }, 30_000);

  // Last: it stops node A.
  it('applies a re-marking whose node died before applying it, once, on the node that adopts the room', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    // Opened on node A with the presenter there: A owns the room and works the re-marking out itself.
    const host = await member(a.t, undefined, 'Olga Owner');
    const opened = await session(host.client, {
      source: { kind: 'quick', questionCount: 5, questionTypes: ['text'] },
      questionSeconds: 30,
    });
    const { roomId } = opened;
    const presenter = connectArena(a.url, sockets, host.client.cookieHeader());
    expect(await presenter.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    const ada = connectArena(b.url, sockets);
    const heard = listen(ada);
    expect(await ada.emitWithAck('arena:join', { pin: opened.pin, nickname: 'Ada' })).toMatchObject({ ok: true });
    expect(await presenter.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });
    await heard.next('arena:question', (p) => p.questionIndex === 0);
    expect(await ada.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'Nearly Right' })).toMatchObject({
      ok: true,
    });
    await heard.next('arena:result', (p) => p.questionIndex === 0);

    // Committed in the database, then node A goes before its room applies it.
    const drop = dropFirstAdjust();
    try {
      const ack = await presenter
        .timeout(5000)
        .emitWithAck('arena:override', { roomId, questionIndex: 0, answer: 'nearly right', accept: true })
        .catch(() => null);
      expect((ack as SocketAck | null)?.ok).not.toBe(true);
    } finally {
      drop.restore();
    }
    nodes.splice(0, 1);
    await a.t.close();

    // Node B adopts the room (on Ada's next request at the latest) and applies the stored change.
    expect(await ada.emitWithAck('arena:sync', { roomId })).toMatchObject({ ok: true });
    expect(await heard.next('arena:score-changed', () => true, 20_000)).toMatchObject({
      payload: { questionIndex: 0, correct: true, points: 1, score: 1 },
    });
    const applied = await eventually(
      () => b.t.dataSource.query(`SELECT applied_at FROM hosted_session_overrides WHERE session_id = $1`, [roomId]),
      (rows: { applied_at: Date | null }[]) => rows.every((r) => r.applied_at !== null),
    );
    expect(applied).toHaveLength(1);
    const back = connectArena(b.url, sockets, host.client.cookieHeader());
    expect(await back.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    expect(await back.emitWithAck('arena:host', { roomId, action: 'end' })).toEqual({ ok: true });
    const stored = await eventually(
      () => b.t.dataSource.query(`SELECT score FROM arena_match_players WHERE match_id = $1`, [roomId]),
      (rows: unknown[]) => rows.length === 1,
      10_000,
    );
    expect(stored).toEqual([{ score: 1 }]);
    expect(heard.seen.filter((e) => e.event === 'arena:score-changed')).toHaveLength(1);
  }, 60_000);
});
