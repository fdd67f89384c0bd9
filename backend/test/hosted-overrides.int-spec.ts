import type { ArenaSnapshot, SocketAck } from '@trivia/contracts';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { eventually, type TestApp } from './harness';
import { dropFirstAdjust, listen, member, session } from './hosted-fixtures';

type JoinAck = SocketAck & { data?: { playerId: string; snapshot: ArenaSnapshot } };

describe('host-led sessions: a re-marking the room did not apply', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];

  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const overridesOf = (roomId: string) =>
    t.dataSource.query(
      `SELECT accepted, player_ids, changes, applied_at IS NOT NULL AS applied FROM hosted_session_overrides
        WHERE session_id = $1 ORDER BY at`,
      [roomId],
    );

  it('is applied, once, when the host accepts the answer again, instead of "no scores changed"', async () => {
    const host = await member(t, undefined, 'Rita Retry');
    const opened = await session(host.client, {
      source: { kind: 'quick', questionCount: 5, questionTypes: ['text'] },
      questionSeconds: 30,
    });
    const { roomId } = opened;
    const presenter = connectArena(url, sockets, host.client.cookieHeader());
    expect(await presenter.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    const ada = connectArena(url, sockets);
    const heard = listen(ada);
    const joined = (await ada.emitWithAck('arena:join', { pin: opened.pin, nickname: 'Ada' })) as JoinAck;
    const adaId = joined.data!.playerId;
    expect(await presenter.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });
    await heard.next('arena:question', (p) => p.questionIndex === 0);
    expect(
      await ada.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'Close Enough Surely' }),
    ).toMatchObject({ ok: true });
    await heard.next('arena:result', (p) => p.questionIndex === 0);

    const accept = () =>
      presenter
        .timeout(5000)
        .emitWithAck('arena:override', { roomId, questionIndex: 0, answer: 'close enough surely', accept: true });
    const drop = dropFirstAdjust();
    try {
      // The host hears no success (here: nothing at all).
      expect(((await accept().catch(() => null)) as SocketAck | null)?.ok).not.toBe(true);
    } finally {
      drop.restore();
    }
    expect(drop.dropped()).toBe(1);
    // Committed (the answer reads accepted) but not applied: the live score has not moved.
    expect(await overridesOf(roomId)).toEqual([
      {
        accepted: true,
        player_ids: [adaId],
        changes: [{ playerId: adaId, delta: 1, correct: true, points: 1 }],
        applied: false,
      },
    ]);
    expect(heard.seen.some((e) => e.event === 'arena:score-changed')).toBe(false);

    // Accepting again finds the answer already accepted, and sends the stored change to the room instead.
    expect(await accept()).toEqual({ ok: true, data: { changed: 1 } });
    expect(await heard.next('arena:score-changed')).toMatchObject({
      payload: { questionIndex: 0, correct: true, points: 1, score: 1 },
    });
    expect(await overridesOf(roomId)).toMatchObject([{ applied: true }]);
    // And once only: a third time changes nothing.
    expect(await accept()).toEqual({ ok: true, data: { changed: 0 } });
    const view = (await ada.emitWithAck('arena:sync', { roomId })) as SocketAck & { data: ArenaSnapshot };
    expect(view.data.you).toMatchObject({ score: 1 });

    expect(await presenter.emitWithAck('arena:host', { roomId, action: 'end' })).toEqual({ ok: true });
    const [stored] = await eventually(
      () => t.dataSource.query(`SELECT score FROM arena_match_players WHERE match_id = $1`, [roomId]),
      (rows: unknown[]) => rows.length === 1,
    );
    expect(stored).toEqual({ score: 1 });
    expect(heard.seen.filter((e) => e.event === 'arena:score-changed')).toHaveLength(1);
  });
});
