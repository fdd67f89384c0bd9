import { arenaRosterSchema, ROSTER_LIST_MAX } from '@trivia/contracts';
import { atFirstQuestion, newGame, ok, T0, withPlayers } from './testing/fixtures.js';
import { roster } from './views.js';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

describe('roster', () => {
  it('lists everyone in join order, with the counts', () => {
    const state = withPlayers(newGame(), ['b', 'a', 'c']);
    const view = roster(state);
    expect(view).toEqual({
      playerCount: 3,
      connectedCount: 3,
      players: [
        { id: 'b', nickname: 'Player b', isGuest: true, connected: true, score: 0, teamId: null },
        { id: 'a', nickname: 'Player a', isGuest: true, connected: true, score: 0, teamId: null },
        { id: 'c', nickname: 'Player c', isGuest: true, connected: true, score: 0, teamId: null },
      ],
    });
    expect(arenaRosterSchema.parse(view)).toStrictEqual(view);
  });

  it('counts the connected players as they drop and come back', () => {
    const { state, openedAt } = atFirstQuestion(3);
    ok(state, { type: 'leave', playerId: 'p2', reason: 'disconnect' }, openedAt);
    expect(roster(state)).toMatchObject({ playerCount: 3, connectedCount: 2 });
    expect(roster(state).players?.[1]).toMatchObject({ id: 'p2', connected: false });
    ok(state, { type: 'reconnect', playerId: 'p2' }, openedAt + 1);
    expect(roster(state)).toMatchObject({ playerCount: 3, connectedCount: 3 });
  });

  it(`lists the players up to ROSTER_LIST_MAX (${ROSTER_LIST_MAX}), and only counts them above`, () => {
    const full = withPlayers(newGame({ maxPlayers: 100 }), ids(ROSTER_LIST_MAX));
    expect(roster(full).players).toHaveLength(ROSTER_LIST_MAX);
    ok(full, { type: 'join', playerId: 'late', nickname: 'Latecomer', isGuest: false }, T0);
    const view = roster(full);
    expect(view).toEqual({ playerCount: ROSTER_LIST_MAX + 1, connectedCount: ROSTER_LIST_MAX + 1, players: null });
    expect(arenaRosterSchema.parse(view)).toStrictEqual(view);
  });
});
