import { catchUpArenaEvents, isAlone, isPublicRoom, receiveArenaEvent, viewFromSnapshot } from './arena-reducer';
import { arenaSnapshot as snapshot } from './arena-snapshot.fixture';
import { PUBLIC_HOST_ID } from './arena-types';

describe('a public room starting by itself', () => {
  const bob = { id: 'p2', nickname: 'Bob', isGuest: true, connected: true, score: 0, teamId: null };
  const publicLobby = () => viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID }));

  it('is told apart from a hosted room by its host id', () => {
    expect(isPublicRoom(publicLobby())).toBe(true);
    expect(isPublicRoom(viewFromSnapshot(snapshot()))).toBe(false);
  });

  it('draws the start time a late joiner reads from the snapshot', () => {
    expect(viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID, nextTickAt: 40_000 })).nextTickAt).toBe(40_000);
  });

  it('sets the start when a second player arrives and clears it when too few are left', () => {
    let view = publicLobby();
    view = receiveArenaEvent(view, {
      event: 'arena:roster',
      payload: { playerCount: 2, connectedCount: 2, players: [...view.players, bob] },
    }).view;
    const armed = receiveArenaEvent(view, { event: 'arena:auto-start', payload: { seq: 3, startsAt: 20_000 } });
    expect(armed.needsSync).toBe(false);
    expect(armed.view).toMatchObject({ seq: 3, phase: 'lobby', nextTickAt: 20_000, playerCount: 2 });
    const disarmed = receiveArenaEvent(armed.view, { event: 'arena:auto-start', payload: { seq: 4, startsAt: null } });
    view = receiveArenaEvent(disarmed.view, {
      event: 'arena:roster',
      payload: { playerCount: 1, connectedCount: 1, players: [bob] },
    }).view;
    expect(view).toMatchObject({ seq: 4, phase: 'lobby', nextTickAt: null, playerCount: 1 });
    expect(view.players.map((p) => p.id)).toEqual(['p2']);
  });

  it('keeps counting seq through the start, so the countdown after it applies', () => {
    let view = receiveArenaEvent(publicLobby(), {
      event: 'arena:auto-start',
      payload: { seq: 3, startsAt: 20_000 },
    }).view;
    const countdown = receiveArenaEvent(view, {
      event: 'arena:countdown',
      payload: { seq: 4, startsAt: 23_000, questionCount: 10 },
    });
    expect(countdown.needsSync).toBe(false);
    view = countdown.view;
    expect(view).toMatchObject({ seq: 4, phase: 'countdown', nextTickAt: 23_000, questionCount: 10 });
  });

  it('drops a stale start and asks for a snapshot when one was missed', () => {
    const view = receiveArenaEvent(publicLobby(), {
      event: 'arena:auto-start',
      payload: { seq: 3, startsAt: 20_000 },
    }).view;
    const stale = receiveArenaEvent(view, { event: 'arena:auto-start', payload: { seq: 3, startsAt: null } });
    expect(stale.view).toBe(view);
    expect(stale.view.nextTickAt).toBe(20_000);
    const gap = receiveArenaEvent(view, { event: 'arena:auto-start', payload: { seq: 5, startsAt: null } });
    expect(gap).toEqual({ view, needsSync: true, kicked: false });
  });
});

describe('catchUpArenaEvents', () => {
  const cleo = { id: 'p3', nickname: 'Cleo', isGuest: true, connected: true, score: 0, teamId: null };

  it('drops what the join snapshot covers and applies what came after it', () => {
    // The socket heard the start armed (seq 2, which the ack's seq-2 snapshot covers) and a later one (seq 3).
    const view = viewFromSnapshot(snapshot());
    const caught = catchUpArenaEvents(view, [
      { event: 'arena:auto-start', payload: { seq: 2, startsAt: 10_000 } },
      { event: 'arena:auto-start', payload: { seq: 3, startsAt: 20_000 } },
      { event: 'arena:countdown', payload: { seq: 4, startsAt: 23_000, questionCount: 5 } },
    ]);
    expect(caught.needsSync).toBe(false);
    expect(caught.view).toMatchObject({ seq: 4, phase: 'countdown', nextTickAt: 23_000 });
  });

  it('drops a roster that came before the ack: it may be older than the snapshot', () => {
    const view = viewFromSnapshot(snapshot({ playerCount: 2, players: [snapshot().players[0]!, cleo] }));
    const caught = catchUpArenaEvents(view, [
      { event: 'arena:roster', payload: { playerCount: 1, connectedCount: 1, players: [cleo] } },
    ]);
    expect(caught).toEqual({ view, needsSync: false, kicked: false });
  });

  it('asks for a snapshot when a broadcast between them is missing', () => {
    const view = viewFromSnapshot(snapshot());
    const caught = catchUpArenaEvents(view, [
      { event: 'arena:auto-start', payload: { seq: 4, startsAt: 20_000 } },
      { event: 'arena:countdown', payload: { seq: 5, startsAt: 23_000, questionCount: 5 } },
    ]);
    expect(caught).toEqual({ view, needsSync: true, kicked: false });
  });

  it('leaves the view alone when nothing came early', () => {
    const view = viewFromSnapshot(snapshot());
    expect(catchUpArenaEvents(view, [])).toEqual({ view, needsSync: false, kicked: false });
  });
});

describe('the size of a large room', () => {
  it("counts players from the snapshot and from the host's joins and leaves, beyond the listed ones", () => {
    let view = viewFromSnapshot(snapshot({ playerCount: 250 }));
    expect(view.playerCount).toBe(250);
    expect(view.players).toHaveLength(1);
    const newcomer = { id: 'p9', nickname: 'Nia', isGuest: true, connected: true, score: 0, teamId: null };
    view = receiveArenaEvent(view, {
      event: 'arena:player-joined',
      payload: { player: newcomer, playerCount: 251 },
    }).view;
    expect(view.playerCount).toBe(251);
    view = receiveArenaEvent(view, {
      event: 'arena:player-left',
      payload: { playerId: 'p9', reason: 'leave', playerCount: 250 },
    }).view;
    expect(view.playerCount).toBe(250);
  });
});

describe('isAlone: who a public room offers to play solo', () => {
  it('is the only player in a lobby with no start counting down', () => {
    expect(isAlone(viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID })))).toBe(true);
  });

  it.each([
    ['a second player is in', { playerCount: 2 }],
    ['the start is counting down', { nextTickAt: 20_000 }],
    ['the game has begun', { phase: 'countdown' as const }],
  ])('is not once %s', (_why, over) => {
    expect(isAlone(viewFromSnapshot(snapshot({ hostId: PUBLIC_HOST_ID, ...over })))).toBe(false);
  });
});
