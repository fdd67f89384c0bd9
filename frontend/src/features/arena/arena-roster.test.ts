import { receiveArenaEvent, viewFromSnapshot } from './arena-reducer';
import { arenaSnapshot as snapshot } from './arena-snapshot.fixture';
import type { ArenaPlayer } from './arena-types';

const player = (n: number, connected = true): ArenaPlayer => ({
  id: `p${n}`,
  nickname: `Player ${n}`,
  isGuest: true,
  connected,
  score: 0,
  teamId: null,
});

describe('arena:roster, to everyone in the room', () => {
  it('replaces the list and the counts while the room is small', () => {
    const view = viewFromSnapshot(snapshot());
    const players = [player(1), player(2), player(3, false)];
    const received = receiveArenaEvent(view, {
      event: 'arena:roster',
      payload: { playerCount: 3, connectedCount: 2, players },
    });
    expect(received).toMatchObject({ needsSync: false, kicked: false });
    expect(received.view).toMatchObject({ playerCount: 3, connectedCount: 2, players });
  });

  it('keeps the list the snapshot gave and takes the counts alone in a big room', () => {
    const listed = Array.from({ length: 100 }, (_, i) => player(i + 1));
    const view = viewFromSnapshot(snapshot({ playerCount: 2_400, players: listed }));
    expect(view.connectedCount).toBeNull();
    const received = receiveArenaEvent(view, {
      event: 'arena:roster',
      payload: { playerCount: 2_431, connectedCount: 2_400, players: null },
    }).view;
    expect(received).toMatchObject({ playerCount: 2_431, connectedCount: 2_400 });
    expect(received.players).toBe(view.players);
  });

  it('is not numbered: it never moves seq, opens a gap, or is dropped as stale', () => {
    const view = viewFromSnapshot(snapshot({ seq: 7 }));
    const received = receiveArenaEvent(view, {
      event: 'arena:roster',
      payload: { playerCount: 2, connectedCount: 2, players: [player(1), player(2)] },
    });
    expect(received.needsSync).toBe(false);
    expect(received.view.seq).toBe(7);
    expect(received.view.playerCount).toBe(2);
    // The next broadcast still applies in order after it.
    const next = receiveArenaEvent(received.view, {
      event: 'arena:countdown',
      payload: { seq: 8, startsAt: 1000, questionCount: 5 },
    });
    expect(next).toMatchObject({ needsSync: false, view: { seq: 8, phase: 'countdown', playerCount: 2 } });
  });

  it('counts who is online from a snapshot that lists everyone', () => {
    const view = viewFromSnapshot(snapshot({ playerCount: 2, players: [player(1), player(2, false)] }));
    expect(view.connectedCount).toBe(1);
  });
});

describe('arena:player-joined and arena:player-left, to the host only', () => {
  const hostView = () => viewFromSnapshot(snapshot({ seq: 5, you: null }));

  it('apply as they come, without a number, and never ask for a snapshot', () => {
    const joined = receiveArenaEvent(hostView(), {
      event: 'arena:player-joined',
      payload: { player: player(2), playerCount: 2 },
    });
    expect(joined.needsSync).toBe(false);
    expect(joined.view).toMatchObject({ seq: 5, playerCount: 2, connectedCount: 2 });
    expect(joined.view.players.map((p) => p.id)).toEqual(['p1', 'p2']);
    const left = receiveArenaEvent(joined.view, {
      event: 'arena:player-left',
      payload: { playerId: 'p2', reason: 'leave', playerCount: 1 },
    });
    expect(left.needsSync).toBe(false);
    expect(left.view).toMatchObject({ seq: 5, playerCount: 1, connectedCount: 1 });
    expect(left.view.players.map((p) => p.id)).toEqual(['p1']);
  });

  it('bring a dropped player back online rather than adding them twice', () => {
    const playing = viewFromSnapshot(snapshot({ phase: 'question', players: [player(1, false)], you: null }));
    const back = receiveArenaEvent(playing, {
      event: 'arena:player-joined',
      payload: { player: player(1), playerCount: 1, reconnected: true },
    }).view;
    expect(back.players).toEqual([player(1)]);
    expect(back.connectedCount).toBe(1);
  });

  it('are superseded by the roster that follows', () => {
    const joined = receiveArenaEvent(hostView(), {
      event: 'arena:player-joined',
      payload: { player: player(2), playerCount: 2 },
    }).view;
    const roster = receiveArenaEvent(joined, {
      event: 'arena:roster',
      payload: { playerCount: 3, connectedCount: 3, players: [player(1), player(2), player(3)] },
    }).view;
    expect(roster.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });
});
