import type { Server } from 'socket.io';
import { type Envelope, FANOUT_CHUNK, FANOUT_TURN_MS, LocalFanout } from './local-fanout';

/** A Socket.IO server as the fanout sees it: rooms of socket ids (each socket is a room of its own id too). */
function fakeServer() {
  const rooms = new Map<string, Set<string>>();
  const written: { socket: string; event: string }[] = [];
  const emits: number[] = [];
  const join = (socket: string, room: string) => {
    rooms.set(socket, rooms.get(socket) ?? new Set([socket]));
    rooms.set(room, (rooms.get(room) ?? new Set()).add(socket));
  };
  const leave = (socket: string, room: string) => {
    rooms.get(room)?.delete(socket);
    if (rooms.get(room)?.size === 0) rooms.delete(room);
  };
  const server = {
    sockets: { adapter: { rooms } },
    local: {
      to(target: string | string[]) {
        const operator = (excluded: string | null) => ({
          except: (room: string) => operator(room),
          emit(_name: string, envelope: Envelope) {
            const sockets = new Set<string>();
            for (const room of Array.isArray(target) ? target : [target])
              for (const id of rooms.get(room) ?? []) if (!rooms.get(excluded ?? '')?.has(id)) sockets.add(id);
            emits.push(sockets.size);
            for (const socket of sockets) written.push({ socket, event: envelope.event });
          },
        });
        return operator(null);
      },
    },
  } as unknown as Server;
  return { server, join, leave, written, emits };
}

/** Turns of the event loop, run by the test one at a time. */
function turns() {
  const queue: (() => void)[] = [];
  return {
    later: (run: () => void) => void queue.push(run),
    next: () => queue.shift()?.(),
    get waiting() {
      return queue.length;
    },
  };
}

/** A clock where every look at it finds a turn's time gone: each turn writes exactly one chunk. */
function steppingClock() {
  let now = 0;
  return () => (now += FANOUT_TURN_MS);
}

const envelope = (event: string): Envelope => ({ roomId: 'r', event, payload: {} });
const CHANNEL = 'arena:r';

describe('LocalFanout', () => {
  it('writes a small room at once, in one emit', () => {
    const { server, join, written, emits } = fakeServer();
    for (let i = 0; i < 3; i += 1) join(`s${i}`, CHANNEL);
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    expect(written).toHaveLength(3);
    expect(emits).toEqual([3]);
    expect(loop.waiting).toBe(0);
    expect(fanout.pending).toBe(0);
  });

  it('writes a big room a turn at a time, and what follows waits for it, in order per socket', () => {
    const { server, join, written } = fakeServer();
    const sockets = FANOUT_CHUNK * 2 + 5;
    for (let i = 0; i < sockets; i += 1) {
      join(`s${i}`, CHANNEL);
      join(`s${i}`, `player:${i}`);
    }
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    expect(written).toHaveLength(FANOUT_CHUNK);
    // A receipt to a socket the question has not reached yet waits behind it.
    fanout.personal('r', [{ channel: `player:${sockets - 1}`, envelope: envelope('arena:receipt') }]);
    fanout.broadcast('r', CHANNEL, envelope('arena:reveal'));
    expect(written).toHaveLength(FANOUT_CHUNK);
    while (loop.waiting > 0) loop.next();
    expect(written).toHaveLength(sockets * 2 + 1);
    const last = written.filter((w) => w.socket === `s${sockets - 1}`).map((w) => w.event);
    expect(last).toEqual(['arena:question', 'arena:receipt', 'arena:reveal']);
    expect(fanout.pending).toBe(0);
  });

  it('keeps rooms apart: a busy room does not hold up another', () => {
    const { server, join, written } = fakeServer();
    for (let i = 0; i < FANOUT_CHUNK + 1; i += 1) join(`s${i}`, CHANNEL);
    join('t0', 'arena:other');
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    fanout.broadcast('other', 'arena:other', envelope('arena:question'));
    expect(written.some((w) => w.socket === 't0')).toBe(true);
  });

  it('skips a socket that left the channel before its chunk (a kicked player hears nothing more)', () => {
    const { server, join, leave, written } = fakeServer();
    const sockets = FANOUT_CHUNK + 10;
    for (let i = 0; i < sockets; i += 1) join(`s${i}`, CHANNEL);
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    leave(`s${sockets - 1}`, CHANNEL);
    // A socket joining after the broadcast began is not one it was for.
    join('late', CHANNEL);
    loop.next();
    expect(written).toHaveLength(sockets - 1);
    expect(written.some((w) => w.socket === 'late')).toBe(false);
  });

  it('writes personal messages in turns too, only to channels with a socket here', () => {
    const { server, join, written } = fakeServer();
    for (let i = 0; i < FANOUT_CHUNK + 1; i += 1) join(`s${i}`, `player:${i}`);
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    const sends = Array.from({ length: FANOUT_CHUNK + 2 }, (_, i) => ({
      channel: `player:${i}`,
      envelope: envelope('arena:result'),
    }));
    fanout.personal('r', sends);
    expect(written).toHaveLength(FANOUT_CHUNK);
    loop.next();
    expect(written).toHaveLength(FANOUT_CHUNK + 1);
  });

  it('writes as much as a turn allows: all of it on an idle clock', () => {
    const { server, join, written, emits } = fakeServer();
    for (let i = 0; i < FANOUT_CHUNK * 3; i += 1) join(`s${i}`, CHANNEL);
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, () => 0);
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    expect(written).toHaveLength(FANOUT_CHUNK * 3);
    expect(emits).toEqual([FANOUT_CHUNK, FANOUT_CHUNK, FANOUT_CHUNK]);
    expect(loop.waiting).toBe(0);
  });

  it('drops what is queued once closed', () => {
    const { server, join, written } = fakeServer();
    for (let i = 0; i < FANOUT_CHUNK + 1; i += 1) join(`s${i}`, CHANNEL);
    const loop = turns();
    const fanout = new LocalFanout(server, loop.later, steppingClock());
    fanout.broadcast('r', CHANNEL, envelope('arena:question'));
    fanout.close();
    loop.next();
    fanout.broadcast('r', CHANNEL, envelope('arena:reveal'));
    expect(written).toHaveLength(FANOUT_CHUNK);
  });

  it('leaves out the socket a personal message excepts: an answer’s receipt goes to the player’s other tabs', () => {
    const { server, join, written } = fakeServer();
    join('tab-1', 'player:ada');
    join('tab-2', 'player:ada');
    join('tab-3', 'player:ben');
    const fanout = new LocalFanout(server, turns().later, steppingClock());
    fanout.personal('r', [
      { channel: 'player:ada', envelope: envelope('arena:receipt'), exceptSocket: 'tab-1' },
      { channel: 'player:ben', envelope: envelope('arena:result') },
    ]);
    expect(written).toEqual([
      { socket: 'tab-2', event: 'arena:receipt' },
      { socket: 'tab-3', event: 'arena:result' },
    ]);
  });
});
