import { apply } from './apply.js';
import { buildIndex, roomIndex } from './room-index.js';
import { snapshot, SNAPSHOT_STANDINGS_MAX } from './snapshot.js';
import { HOST, newGame, ok, T0 } from './testing/fixtures.js';
import { roster } from './views.js';

/** A full room of 10,000, played through one question: correctness at size (the bench measures the speed). */
describe('a room of 10,000 players', () => {
  const SIZE = 10_000;
  const state = newGame({ maxPlayers: SIZE, questionTypes: ['multiple_choice'] });
  for (let i = 0; i < SIZE; i += 1) {
    ok(state, { type: 'join', playerId: `p${i}`, nickname: `Player ${i}`, isGuest: i % 2 === 0 }, T0);
  }
  ok(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt!;
  ok(state, { type: 'tick' }, openedAt);

  it('fills up, refuses one more, and tells only the host of each join', () => {
    expect(state.players).toHaveLength(SIZE);
    expect(roster(state)).toEqual({ playerCount: SIZE, connectedCount: SIZE, players: null });
    const copy = structuredClone(state);
    expect(apply(copy, { type: 'join', playerId: 'x', nickname: 'Extra', isGuest: true }, T0).error?.code).toBe(
      'ARENA_WRONG_PHASE',
    );
  });

  it('reveals on the last connected player’s answer, scoring everyone once', () => {
    // p0 drops without answering: the room does not wait for them.
    ok(state, { type: 'leave', playerId: 'p0', reason: 'disconnect' }, openedAt);
    for (let i = 1; i < SIZE; i += 1) {
      expect(state.phase).toBe('question');
      const choice = i % 4 === 0 ? 0 : 2;
      ok(state, { type: 'answer', playerId: `p${i}`, questionIndex: 0, choice }, openedAt + (i % 5000));
    }
    ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(state.phase).toBe('reveal');
    expect(state.answers).toHaveLength(SIZE - 1);
    expect(state.unstored).toHaveLength(SIZE - 1);
    expect(state.players.filter((p) => p.correctCount === 1)).toHaveLength(SIZE - 1 - Math.floor((SIZE - 1) / 4));
    expect(digest(roomIndex(state))).toEqual(digest(buildIndex(structuredClone(state))));
  });

  it('snapshots with capped lists and the asker’s own rank', () => {
    const view = snapshot(state, 'p1');
    expect(view.players).toEqual([]);
    expect(view.standings).toHaveLength(SNAPSHOT_STANDINGS_MAX);
    expect(view.standings[0]).toMatchObject({ playerId: 'p1', rank: 1 });
    expect(view.you).toMatchObject({ playerId: 'p1', rank: 1, answered: true, result: { correct: true } });
    expect(snapshot(state, 'p4').you?.rank).toBe(SIZE - Math.floor((SIZE - 1) / 4));
  });
});

const digest = (index: ReturnType<typeof buildIndex>) => ({
  ids: index.byId.size,
  nicknames: index.nicknames.size,
  connectedCount: index.connectedCount,
  answers: index.answers.size,
  answeredConnected: index.answeredConnected,
});
