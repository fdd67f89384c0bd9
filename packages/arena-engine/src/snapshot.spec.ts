import { snapshot, SNAPSHOT_PLAYERS_MAX, SNAPSHOT_STANDINGS_MAX } from './snapshot.js';
import { HOST, newGame, ok, T0, withPlayers } from './testing/fixtures.js';

describe('snapshot of a large room', () => {
  const ids = Array.from({ length: SNAPSHOT_PLAYERS_MAX + 50 }, (_, i) => `p${i}`);
  // A fresh room per test: the engine changes states in place.
  const lobby = () => withPlayers(newGame({ maxPlayers: 1000 }), ids);
  const asker = `p${SNAPSHOT_PLAYERS_MAX + 10}`;

  it('lists no players past the roster’s size and only the top standings, with the true count and the asker’s own line', () => {
    const started = ok(lobby(), { type: 'start', by: HOST }, T0).state;
    const view = snapshot(started, asker);
    expect(view.playerCount).toBe(SNAPSHOT_PLAYERS_MAX + 50);
    expect(view.players).toEqual([]);
    expect(view.standings).toHaveLength(SNAPSHOT_STANDINGS_MAX);
    expect(view.you).toMatchObject({ playerId: asker, rank: 1 });
  });

  it('ranks nobody in the lobby, where nobody has scored', () => {
    const view = snapshot(lobby(), asker);
    expect(view.standings).toEqual([]);
    expect(view.you).toMatchObject({ playerId: asker, rank: null });
  });

  it('lists everyone in a small room', () => {
    const view = snapshot(withPlayers(newGame(), ['a', 'b', 'c']), 'a');
    expect(view.playerCount).toBe(3);
    expect(view.players.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
