import type { ArenaSnapshot, HostedSessionResponse, SocketAck } from '@trivia/contracts';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { eventually, type TestApp, type TestClient } from './harness';
import { listen, member, session } from './hosted-fixtures';

type JoinAck = SocketAck & { data?: { playerId: string; snapshot: ArenaSnapshot } };

describe('host-led sessions: running the room', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];

  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const connect = (cookie?: string) => connectArena(url, sockets, cookie);

  /** A host with their presenter socket joined, and a session of typed questions closing with a poll. */
  async function hosted(extra: Partial<Parameters<typeof session>[1]> = {}) {
    const host = await member(t, undefined, 'Quinn Master');
    const opened = await session(host.client, {
      source: { kind: 'quick', questionCount: 5, questionTypes: ['text'] },
      polls: [{ prompt: 'Did you enjoy that?', options: ['Yes', 'No'] }],
      questionSeconds: 30,
      ...extra,
    });
    const presenter = connect(host.client.cookieHeader());
    const heard = listen(presenter);
    expect(await presenter.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    return { host, opened, presenter, heard };
  }

  async function player(opened: HostedSessionResponse, nickname: string) {
    const socket = connect();
    const heard = listen(socket);
    const ack = (await socket.emitWithAck('arena:join', { pin: opened.pin, nickname })) as JoinAck;
    expect(ack).toMatchObject({ ok: true });
    return { socket, heard, playerId: ack.data!.playerId };
  }

  const keyOf = async (roomId: string, index: number) => {
    const [row] = await t.dataSource.query(`SELECT source FROM hosted_sessions WHERE id = $1`, [roomId]);
    return (row.source as { questions: { key: { answer?: string } }[] }).questions[index]!.key;
  };

  const hostAction = (socket: ArenaSocket, roomId: string, action: string, extra: Record<string, unknown> = {}) =>
    socket.emitWithAck('arena:host', { roomId, action, ...extra } as never);

  it('lets only the host run it: players are refused every host control and re-marking', async () => {
    const { opened, presenter } = await hosted({ teamMode: 'teams', teams: ['Red', 'Blue'] });
    const ada = await player(opened, 'Ada');
    const ben = await player(opened, 'Ben');
    const { roomId } = opened;
    // (Placing themself is picking a team, as arena:team does: only placing others is the host's.)
    for (const [action, extra] of [
      ['start', {}],
      ['next', {}],
      ['pause', {}],
      ['extend', { seconds: 10 }],
      ['skip', {}],
      ['team', { playerId: ben.playerId, teamId: 't1' }],
      ['kick', { playerId: ben.playerId }],
      ['end', {}],
    ] as const)
      expect([action, await hostAction(ada.socket, roomId, action, extra)]).toMatchObject([
        action,
        { ok: false, code: 'ARENA_005' },
      ]);
    expect(
      await ada.socket.emitWithAck('arena:override', { roomId, questionIndex: 0, answer: 'x', accept: true }),
    ).toMatchObject({ ok: false, code: 'ARENA_005' });
    // The host's controls need their own fields.
    expect(await hostAction(presenter, roomId, 'extend')).toMatchObject({ ok: false, code: 'VAL_001' });
    expect(await hostAction(presenter, roomId, 'team', { playerId: ada.playerId })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    // The host does not play.
    expect(await presenter.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'Paris' })).toMatchObject({
      ok: false,
    });
  });

  it('puts players in teams, by their choice or the host’s, and stores each player’s team with the results', async () => {
    const { opened, presenter, heard } = await hosted({ teamMode: 'teams', teams: ['Red', 'Blue'] });
    const { roomId } = opened;
    const ada = await player(opened, 'Ada');
    const ben = await player(opened, 'Ben');
    expect(await ada.socket.emitWithAck('arena:team', { roomId, teamId: 't1' })).toEqual({ ok: true });
    expect(await heard.next('arena:team-changed', (p) => p.playerId === ada.playerId)).toMatchObject({
      payload: { teamId: 't1' },
    });
    expect(await ben.socket.emitWithAck('arena:team', { roomId, teamId: 't9' })).toMatchObject({ ok: false });
    expect(await hostAction(presenter, roomId, 'team', { playerId: ben.playerId, teamId: 't2' })).toEqual({ ok: true });
    const view = (await ben.socket.emitWithAck('arena:sync', { roomId })) as SocketAck & { data: ArenaSnapshot };
    expect(view.data.you).toMatchObject({ teamId: 't2', isHost: false });
    expect(view.data.teams.map((team) => [team.teamId, team.memberCount])).toEqual(
      expect.arrayContaining([
        ['t1', 1],
        ['t2', 1],
      ]),
    );
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question');
    expect(await hostAction(presenter, roomId, 'end')).toEqual({ ok: true });
    const stored = await eventually(
      () =>
        t.dataSource.query(`SELECT nickname, team_id FROM arena_match_players WHERE match_id = $1 ORDER BY nickname`, [
          roomId,
        ]),
      (rows: unknown[]) => rows.length === 2,
    );
    expect(stored).toEqual([
      { nickname: 'Ada', team_id: 't1' },
      { nickname: 'Ben', team_id: 't2' },
    ]);
    // The session's row is closed after the results are stored (ArenaRoomsService.finish), so wait for it too.
    const [row] = await eventually(
      () => t.dataSource.query(`SELECT started_at, ended_at FROM hosted_sessions WHERE id = $1`, [roomId]),
      (rows: { started_at: Date | null; ended_at: Date | null }[]) => rows[0]?.ended_at != null,
    );
    expect(row?.started_at).not.toBeNull();
    expect(row?.ended_at).not.toBeNull();
  });

  it('tells the presenter, and no player, how many have answered the open question as answers come in', async () => {
    const { opened, presenter, heard } = await hosted();
    const { roomId } = opened;
    const ada = await player(opened, 'Ada');
    const ben = await player(opened, 'Ben');
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question', (p) => p.questionIndex === 0);
    const answer = (who: typeof ada) =>
      who.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'A guess' });
    expect(await answer(ada)).toMatchObject({ ok: true });
    expect(await heard.next('arena:answered')).toMatchObject({
      roomId,
      payload: { questionIndex: 0, answeredCount: 1 },
    });
    expect(await answer(ben)).toMatchObject({ ok: true });
    await ben.heard.next('arena:reveal', (p) => p.questionIndex === 0);
    expect([...ada.heard.seen, ...ben.heard.seen].filter((e) => e.event === 'arena:answered')).toEqual([]);
  });

  it('re-marks a typed answer: every score moves live, the answers and the audit trail are stored together', async () => {
    const { host, opened, presenter, heard } = await hosted();
    const { roomId } = opened;
    const ada = await player(opened, 'Ada');
    const ben = await player(opened, 'Ben');
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question', (p) => p.questionIndex === 0);
    // Not revealed yet: nothing to re-mark.
    expect(
      await presenter.emitWithAck('arena:override', { roomId, questionIndex: 0, answer: 'x', accept: true }),
    ).toMatchObject({ ok: false, code: 'ARENA_004' });
    const key = (await keyOf(roomId, 0)) as { answer: string };
    expect(
      await ada.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'Close Enough Surely' }),
    ).toMatchObject({ ok: true });
    expect(
      await ben.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: key.answer }),
    ).toMatchObject({ ok: true });
    // Everyone answered: the question is revealed, and the host sees the typed answers grouped.
    const groups = await heard.next('arena:answer-groups');
    expect(groups.payload).toMatchObject({ questionIndex: 0 });
    const { groups: list } = groups.payload as { groups: { answer: string; correct: boolean }[] };
    expect(list.find((g) => !g.correct)).toMatchObject({
      answer: 'Close Enough Surely',
      count: 1,
    });
    await ada.heard.next('arena:result', (p) => p.questionIndex === 0);

    // The host accepts it as the marker normalises it (case and spaces aside).
    const accepted = await presenter.emitWithAck('arena:override', {
      roomId,
      questionIndex: 0,
      answer: '  close enough SURELY',
      accept: true,
    });
    expect(accepted).toEqual({ ok: true, data: { changed: 1 } });
    expect(await ada.heard.next('arena:score-changed')).toMatchObject({
      payload: { questionIndex: 0, correct: true, points: 1, score: 1 },
    });
    expect(await ben.heard.next('arena:scores-adjusted')).toMatchObject({
      payload: { questionIndex: 0, accepted: true, changed: 1 },
    });
    const answers = await t.dataSource.query(
      `SELECT player_id, correct, points FROM arena_answers WHERE match_id = $1 AND question_index = 0 ORDER BY player_id`,
      [roomId],
    );
    expect(answers).toEqual(
      [ada, ben]
        .map((p) => ({ player_id: p.playerId, correct: true, points: 1 }))
        .sort((a, b) => (a.player_id < b.player_id ? -1 : 1)),
    );
    const audit = await t.dataSource.query(
      `SELECT question_index, answer, accepted, player_ids, by_user_id, by_name FROM hosted_session_overrides WHERE session_id = $1`,
      [roomId],
    );
    expect(audit).toEqual([
      {
        question_index: 0,
        // As the contracts' typed-answer field keeps it: trimmed.
        answer: 'close enough SURELY',
        accepted: true,
        player_ids: [ada.playerId],
        by_user_id: host.id,
        by_name: 'Quinn Master',
      },
    ]);
    // Again: nothing left to change, and no second audit row.
    expect(
      await presenter.emitWithAck('arena:override', {
        roomId,
        questionIndex: 0,
        answer: 'Close enough surely',
        accept: true,
      }),
    ).toEqual({ ok: true, data: { changed: 0 } });
    // Only typed questions: the closing poll is not one (and a question past the last is not there at all).
    expect(
      await presenter.emitWithAck('arena:override', { roomId, questionIndex: 5, answer: 'Yes', accept: true }),
    ).toMatchObject({ ok: false, code: 'VAL_001' });

    // Refusing it back: the points go again, and the players' scores stay the sum of their answers.
    expect(
      await presenter.emitWithAck('arena:override', {
        roomId,
        questionIndex: 0,
        answer: 'close enough surely',
        accept: false,
      }),
    ).toEqual({ ok: true, data: { changed: 1 } });
    expect(await hostAction(presenter, roomId, 'end')).toEqual({ ok: true });
    const scores = await eventually(
      () => t.dataSource.query(`SELECT player_id, score FROM arena_match_players WHERE match_id = $1`, [roomId]),
      (rows: unknown[]) => rows.length === 2,
    );
    const sums = await t.dataSource.query(
      `SELECT player_id, sum(points)::int AS points FROM arena_answers WHERE match_id = $1 GROUP BY player_id`,
      [roomId],
    );
    for (const row of scores as { player_id: string; score: number }[])
      expect(row.score).toBe(
        (sums as { player_id: string; points: number }[]).find((s) => s.player_id === row.player_id)!.points,
      );
    expect(
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM hosted_session_overrides WHERE session_id = $1`, [
          roomId,
        ])
      )[0].n,
    ).toBe(2);
  });

  it('re-marks only in host-led rooms, and refuses answers of the wrong shape or after the close', async () => {
    const battleHost = await member(t);
    const battle = await battleHost.client.send<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 5,
      questionTypes: ['text'],
    });
    const battleSocket = connect(battleHost.client.cookieHeader());
    await battleSocket.emitWithAck('arena:join', { pin: battle.body.pin });
    expect(
      await battleSocket.emitWithAck('arena:override', {
        roomId: battle.body.roomId,
        questionIndex: 0,
        answer: 'x',
        accept: true,
      }),
    ).toMatchObject({ ok: false, code: 'ARENA_004' });

    const { opened, presenter } = await hosted({ questionSeconds: 5 });
    const ada = await player(opened, 'Ada');
    await player(opened, 'Ben');
    const { roomId } = opened;
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question', (p) => p.questionIndex === 0);
    // A typed-answer question: an option's index or a number is the wrong kind of answer, named as such.
    expect(await ada.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 2 })).toMatchObject({
      ok: false,
      code: 'VAL_001',
      message: 'Type an answer.',
    });
    expect(
      await ada.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: { estimate: 3 } }),
    ).toMatchObject({ ok: false, code: 'VAL_001', message: 'Type an answer.' });
    // The host gives more time, then the deadline passes: a late answer is refused as late.
    expect(await hostAction(presenter, roomId, 'extend', { seconds: 5 })).toEqual({ ok: true });
    expect(await ada.heard.next('arena:time-extended')).toMatchObject({ payload: { questionIndex: 0 } });
    await ada.heard.next('arena:reveal', (p) => p.questionIndex === 0, 20_000);
    expect(await ada.socket.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 'Paris' })).toMatchObject({
      ok: false,
      code: 'ARENA_001',
    });
    // Skipping the revealed question voids it; the host's pace then moves on.
    expect(await hostAction(presenter, roomId, 'skip')).toEqual({ ok: true });
    expect(await ada.heard.next('arena:skipped')).toMatchObject({ payload: { questionIndex: 0 } });
  });

  it('pauses while the host is away and tells the room when they are back, from another socket', async () => {
    const { host, opened, presenter } = await hosted();
    const { roomId } = opened;
    const ada = await player(opened, 'Ada');
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question', (p) => p.questionIndex === 0);
    presenter.disconnect();
    expect(await ada.heard.next('arena:paused', () => true, 10_000)).toMatchObject({
      payload: { reason: 'host_away' },
    });
    const away = (await ada.socket.emitWithAck('arena:sync', { roomId })) as SocketAck & { data: ArenaSnapshot };
    expect(away.data).toMatchObject({ paused: true, hostConnected: false, phase: 'question' });

    await comeBack(host.client, opened.pin, ada, url);
    // Still paused until the host says so.
    const back = (await ada.socket.emitWithAck('arena:sync', { roomId })) as SocketAck & { data: ArenaSnapshot };
    expect(back.data).toMatchObject({ paused: true, hostConnected: true });
  });

  it('does not pause for a presenter that reloads within the grace', async () => {
    const { host, opened, presenter } = await hosted();
    const { roomId } = opened;
    const ada = await player(opened, 'Ada');
    expect(await hostAction(presenter, roomId, 'start')).toEqual({ ok: true });
    await ada.heard.next('arena:question', (p) => p.questionIndex === 0);
    presenter.disconnect();
    const reloaded = connect(host.client.cookieHeader());
    expect(await reloaded.emitWithAck('arena:join', { pin: opened.pin })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(ada.heard.seen.some((e) => e.event === 'arena:paused')).toBe(false);
  });

  /** The host opens the presenter again (another socket, another node maybe): the room hears they are back. */
  async function comeBack(client: TestClient, pin: string, watcher: { heard: ReturnType<typeof listen> }, at: string) {
    const again = connectArena(at, sockets, client.cookieHeader());
    const ack = (await again.emitWithAck('arena:join', { pin })) as JoinAck;
    expect(ack).toMatchObject({ ok: true, data: { snapshot: { you: { isHost: true } } } });
    await watcher.heard.next('arena:host-back', () => true, 10_000);
    return again;
  }
});
