import { InProcessLeaseStore, InProcessRoomStore } from './in-process-room-store';
import { KEEP_CLOSED_MS } from './room-store';

const HOURS_6 = 6 * 60 * 60 * 1000;

describe('in-process room store: what it forgets', () => {
  let now: number;
  const clock = () => now;
  let leases: InProcessLeaseStore;
  let rooms: InProcessRoomStore;

  beforeEach(() => {
    now = Date.UTC(2026, 10, 23, 20, 0);
    leases = new InProcessLeaseStore(clock);
    rooms = new InProcessRoomStore(leases, clock);
  });

  it('drops a finished room and its PIN soon after the game is stored, keeping the grace for late views', async () => {
    await rooms.create('finished', '111111', 'done', HOURS_6);
    await rooms.create('running', '222222', 'going', HOURS_6);
    expect(rooms.size()).toBe(6);
    await rooms.markClosed('finished');

    now += KEEP_CLOSED_MS - 1;
    rooms.sweep();
    expect(await rooms.load('finished')).not.toBeNull();

    now += 2;
    rooms.sweep();
    expect(rooms.size()).toBe(3);
    expect(await rooms.roomForPin('111111')).toBeNull();
    expect(await rooms.load('running')).not.toBeNull();
    expect(await rooms.openRooms()).toEqual(['running']);
  });

  it('purges rooms past their time to live, with their PINs and open-list entries, though nobody reads them', async () => {
    for (let i = 0; i < 50; i += 1) await rooms.create(`room-${i}`, String(100000 + i), 'x', HOURS_6);
    expect(rooms.size()).toBe(150);
    now += HOURS_6;
    rooms.sweep();
    expect(rooms.size()).toBe(0);
  });

  it('purges lapsed leases', async () => {
    for (let i = 0; i < 20; i += 1) await leases.acquire(`room-${i}`, 'node-a', 5000);
    await leases.acquire('kept', 'node-a', 60_000);
    now += 5000;
    leases.sweep();
    expect(leases.size()).toBe(1);
    expect(await leases.holder('kept')).toBe('node-a');
  });

  it('never lengthens a room that would lapse sooner anyway', async () => {
    await rooms.create('short', '333333', 'x', 1000);
    await rooms.markClosed('short');
    now += 1000;
    rooms.sweep();
    expect(rooms.size()).toBe(0);
  });
});
