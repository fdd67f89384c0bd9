import { apply } from './apply.js';
import type { Command } from './commands.js';
import { resolveSettings } from './settings.js';
import { eventsOf, newGame, ok, T0 } from './testing/fixtures.js';

const join = (playerId: string, nickname: string): Command => ({ type: 'join', playerId, nickname, isGuest: true });
const publicGame = (maxPlayers = 4) => newGame({ maxPlayers, autoStartMs: 20_000, countdownMs: 3000 });

describe('public rooms start by themselves', () => {
  it('waits alone, then runs the start countdown once a second player arrives', () => {
    const one = ok(publicGame(), join('a', 'Ada'), T0);
    expect(one.state.nextTickAt).toBeNull();
    const two = ok(one.state, join('b', 'Brian'), T0 + 500);
    expect(two.state.nextTickAt).toBe(T0 + 500 + 20_000);
    expect(eventsOf(two.effects)).toContain('arena:auto-start');
    expect(two.effects).toContainEqual({ type: 'schedule', at: T0 + 20_500, command: { type: 'tick' } });
    // A third player does not push the start back.
    const three = ok(two.state, join('c', 'Cleo'), T0 + 5000);
    expect(three.state.nextTickAt).toBe(T0 + 20_500);
    // An early tick changes nothing; the due one starts the countdown.
    expect(ok(three.state, { type: 'tick' }, T0 + 10_000).state.phase).toBe('lobby');
    const started = ok(three.state, { type: 'tick' }, T0 + 20_500);
    expect(started.state.phase).toBe('countdown');
    expect(started.state.nextTickAt).toBe(T0 + 23_500);
  });

  it('starts at once when the room fills', () => {
    let state = publicGame(3);
    state = ok(state, join('a', 'Ada'), T0).state;
    state = ok(state, join('b', 'Brian'), T0 + 100).state;
    const full = ok(state, join('c', 'Cleo'), T0 + 200);
    expect(full.state.phase).toBe('countdown');
    expect(full.state.nextTickAt).toBe(T0 + 200 + 3000);
  });

  it('stops the start countdown when too few players are left', () => {
    let state = publicGame();
    state = ok(state, join('a', 'Ada'), T0).state;
    state = ok(state, join('b', 'Brian'), T0).state;
    const left = ok(state, { type: 'leave', playerId: 'b' }, T0 + 1000);
    expect(left.state.nextTickAt).toBeNull();
    expect(left.effects).toContainEqual({ type: 'cancelSchedule' });
    expect(left.effects).toContainEqual(
      expect.objectContaining({ event: 'arena:auto-start', payload: expect.objectContaining({ startsAt: null }) }),
    );
  });

  it('leaves hosted rooms to their host', () => {
    let state = newGame({ maxPlayers: 2 });
    state = ok(state, join('a', 'Ada'), T0).state;
    const full = ok(state, join('b', 'Brian'), T0);
    expect(full.state.phase).toBe('lobby');
    expect(full.state.nextTickAt).toBeNull();
    expect(apply(full.state, { type: 'tick' }, T0 + 60_000).state.phase).toBe('lobby');
  });

  it('accepts a start delay of 5 to 120 seconds, or none', () => {
    expect(resolveSettings({ questionCount: 5, autoStartMs: 4000 }).problems).toContain(
      'autoStartMs: 5000 to 120000, or null',
    );
    expect(resolveSettings({ questionCount: 5, autoStartMs: 20_000 }).problems).toEqual([]);
    expect(resolveSettings({ questionCount: 5 }).settings.autoStartMs).toBeNull();
  });
});
