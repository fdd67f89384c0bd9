import { snapshot, SNAPSHOT_LIST_MAX } from './snapshot.js';
import { newGame, withPlayers } from './testing/fixtures.js';

describe('snapshot of a large room', () => {
  it('lists at most SNAPSHOT_LIST_MAX players and standings, with the true count and the asker’s own line', () => {
    const ids = Array.from({ length: SNAPSHOT_LIST_MAX + 50 }, (_, i) => `p${i}`);
    const state = withPlayers(newGame({ maxPlayers: 1000 }), ids);
    const view = snapshot(state, `p${SNAPSHOT_LIST_MAX + 10}`);
    expect(view.playerCount).toBe(SNAPSHOT_LIST_MAX + 50);
    expect(view.players).toHaveLength(SNAPSHOT_LIST_MAX);
    expect(view.standings).toHaveLength(SNAPSHOT_LIST_MAX);
    expect(view.you).toMatchObject({ playerId: `p${SNAPSHOT_LIST_MAX + 10}`, rank: expect.any(Number) });
  });

  it('lists everyone in a small room', () => {
    const view = snapshot(withPlayers(newGame(), ['a', 'b', 'c']), 'a');
    expect(view.playerCount).toBe(3);
    expect(view.players.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
