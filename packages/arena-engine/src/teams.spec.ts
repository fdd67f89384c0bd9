import fc from 'fast-check';
import { apply } from './apply.js';
import { snapshot } from './snapshot.js';
import type { GameState } from './state.js';
import { broadcasts, HOST, HOSTED, newGame, ok, T0, TEAMS } from './testing/fixtures.js';
import { gameResults, teamStandings } from './views.js';

const teamsGame = (settings = {}) => newGame({ ...HOSTED, ...TEAMS, questionTypes: ['multiple_choice'], ...settings });
const join = (state: GameState, playerId: string, teamId?: string | null) =>
  ok(state, { type: 'join', playerId, nickname: `Player ${playerId}`, isGuest: true, teamId }, T0);

describe('teams', () => {
  it('are picked on joining or later, by the player between questions or by the host at any time', () => {
    const state = teamsGame();
    join(state, 'a', 't1');
    join(state, 'b');
    expect(state.players.map((p) => p.teamId)).toEqual(['t1', null]);
    const picked = ok(state, { type: 'setTeam', by: 'b', playerId: 'b', teamId: 't2' }, T0);
    expect(broadcasts(picked.effects).map((b) => b.payload)).toEqual([{ playerId: 'b', teamId: 't2', seq: 1 }]);
    expect(apply(state, { type: 'setTeam', by: 'a', playerId: 'b', teamId: 't1' }, T0).error?.code).toBe(
      'ARENA_NOT_HOST',
    );
    ok(state, { type: 'start', by: HOST }, T0);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    const during = apply(state, { type: 'setTeam', by: 'a', playerId: 'a', teamId: 't2' }, T0 + 4000);
    expect(during.error).toEqual({ code: 'ARENA_WRONG_PHASE', message: 'Pick your team between questions.' });
    ok(state, { type: 'setTeam', by: HOST, playerId: 'a', teamId: 't2' }, T0 + 4000);
    expect(snapshot(state, 'a').you?.teamId).toBe('t2');
    expect(snapshot(state).players.map((p) => p.teamId)).toEqual(['t2', 't2']);
  });

  it('refuse a team the room does not have, and teams in a room without them', () => {
    const state = teamsGame();
    const unknown = { type: 'join', playerId: 'a', nickname: 'Ann', isGuest: true, teamId: 't9' } as const;
    expect(apply(state, unknown, T0).error?.message).toBe('There is no such team in this room.');
    const solo = newGame(HOSTED);
    expect(apply(solo, { ...unknown, teamId: 't1' }, T0).error?.message).toBe('This room has no teams.');
    join(solo, 'a');
    expect(apply(solo, { type: 'setTeam', by: HOST, playerId: 'a', teamId: 't1' }, T0).error?.code).toBe('VAL_001');
    expect(teamStandings(solo)).toEqual([]);
  });

  it('keep a rejoining player’s team and score', () => {
    const state = teamsGame();
    join(state, 'a', 't2');
    join(state, 'b', 't1');
    ok(state, { type: 'start', by: HOST }, T0);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'leave', playerId: 'a', reason: 'disconnect' }, state.deadline! - 9000);
    ok(state, { type: 'join', playerId: 'a', nickname: 'Player a', isGuest: true, teamId: 't1' }, state.deadline! - 1);
    expect(state.players[0]).toMatchObject({ teamId: 't2', connected: true });
  });

  it('score the mean of their members to one decimal, ranked, with empty teams last', () => {
    const state = teamsGame({
      teams: [
        { id: 't1', name: 'Owls' },
        { id: 't2', name: 'Larks' },
        { id: 't3', name: 'Crows' },
      ],
    });
    for (const [id, team] of [
      ['a', 't1'],
      ['b', 't1'],
      ['c', 't1'],
      ['d', 't2'],
    ] as const)
      join(state, id, team);
    const scores = { a: 900, b: 1000, c: 0, d: 633 };
    for (const p of state.players) p.score = scores[p.id as keyof typeof scores];
    // Scores were set by hand: a fresh copy gets a fresh index (see room-index.ts).
    const fresh = structuredClone(state);
    expect(teamStandings(fresh)).toEqual([
      { teamId: 't1', name: 'Owls', score: 633.3, rank: 1, memberCount: 3 },
      { teamId: 't2', name: 'Larks', score: 633, rank: 2, memberCount: 1 },
      { teamId: 't3', name: 'Crows', score: 0, rank: 3, memberCount: 0 },
    ]);
    expect(gameResults(fresh, true, T0).teams).toEqual(teamStandings(fresh));
    for (const standing of gameResults(fresh, true, T0).standings) {
      expect(standing.teamId).toBe(fresh.players.find((p) => p.id === standing.playerId)!.teamId);
    }
  });

  it('team score is always the mean of its members’ scores, whatever the scores and memberships', () => {
    const teamIds = ['t1', 't2', 't3'];
    const member = fc.record({ team: fc.constantFrom(...teamIds, null), score: fc.nat({ max: 20_000 }) });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 30 }), (members) => {
        const state = teamsGame({
          teams: teamIds.map((id, i) => ({ id, name: `Team ${i + 1}` })),
          maxPlayers: 50,
        });
        members.forEach((m, i) => {
          join(state, `p${i}`, m.team);
          state.players[i]!.score = m.score;
        });
        const standings = teamStandings(structuredClone(state));
        for (const t of standings) {
          const scores = members.filter((m) => m.team === t.teamId).map((m) => m.score);
          expect(t.memberCount).toBe(scores.length);
          const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
          expect(Math.abs(t.score - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        }
        // Ranked: members first, by score; equal scores share a rank.
        for (let i = 1; i < standings.length; i += 1) {
          const [a, b] = [standings[i - 1]!, standings[i]!];
          const ordered = a.memberCount > 0 === b.memberCount > 0 ? a.score >= b.score : a.memberCount > 0;
          expect(ordered).toBe(true);
          const tied = a.score === b.score && a.memberCount > 0 === b.memberCount > 0;
          expect(b.rank).toBe(tied ? a.rank : i + 1);
        }
      }),
    );
  });

  it('are on the leaderboard, the podium and the snapshot of a teams room', () => {
    const state = teamsGame({ questionCount: 1 });
    join(state, 'a', 't1');
    join(state, 'b', 't2');
    ok(state, { type: 'start', by: HOST }, T0);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'answer', playerId: 'a', questionIndex: 0, choice: 2 }, state.deadline! - 9000);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    const board = ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(broadcasts(board.effects)[0]!.payload).toMatchObject({
      teams: [
        { teamId: 't1', score: 950, rank: 1 },
        { teamId: 't2', score: 0, rank: 2 },
      ],
    });
    const podium = ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(broadcasts(podium.effects)[0]!.payload).toMatchObject({ teams: [{ teamId: 't1' }, { teamId: 't2' }] });
    expect(snapshot(state).teams).toHaveLength(2);
  });
});

describe('team settings', () => {
  it.each([
    ['one team', { teamMode: 'teams', teams: [{ id: 't1', name: 'Solo' }] }, /teams: 2 to 20/],
    [
      'teams in the wrong order',
      {
        teamMode: 'teams',
        teams: [
          { id: 't2', name: 'A' },
          { id: 't1', name: 'B' },
        ],
      },
      /ids t1/,
    ],
    [
      'a duplicate name',
      {
        teamMode: 'teams',
        teams: [
          { id: 't1', name: 'A' },
          { id: 't2', name: 'a' },
        ],
      },
      /differ/,
    ],
    [
      'teams without teams mode',
      {
        teamMode: 'tables',
        teams: [
          { id: 't1', name: 'A' },
          { id: 't2', name: 'B' },
        ],
      },
      /only in teams mode/,
    ],
  ])('refuses %s', (_, settings, problem) => {
    expect(() => newGame({ ...HOSTED, ...(settings as object) })).toThrow(problem);
  });

  it('lets a host-led session run up to 80 questions, battles 50', () => {
    expect(() => newGame({ ...HOSTED, questionCount: 80 })).not.toThrow();
    expect(() => newGame({ ...HOSTED, questionCount: 1 })).not.toThrow();
    expect(() => newGame({ ...HOSTED, questionCount: 81 })).toThrow(/questionCount: 1 to 80/);
    expect(() => newGame({ questionCount: 51 })).toThrow(/questionCount: 5 to 50/);
  });
});
