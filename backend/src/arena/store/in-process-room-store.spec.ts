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

describe('in-process leases: renewal and lapsed owners', () => {
  let now: number;
  const clock = () => now;
  let leases: InProcessLeaseStore;
  let rooms: InProcessRoomStore;

  beforeEach(() => {
    now = Date.UTC(2026, 10, 23, 20, 0);
    leases = new InProcessLeaseStore(clock);
    rooms = new InProcessRoomStore(leases, clock);
  });

  it('renews, in one call, only the leases the node still holds', async () => {
    await leases.acquire('mine', 'node-a', 5000);
    await leases.acquire('theirs', 'node-b', 5000);
    await leases.acquire('lapsing', 'node-a', 1000);
    now += 1000;
    expect(await leases.renewAll('node-a', ['mine', 'theirs', 'lapsing', 'unknown'], 5000)).toEqual(new Set(['mine']));
    now += 4999;
    expect(await leases.holder('mine')).toBe('node-a');
    expect(await leases.holder('theirs')).toBeNull();
    expect(await leases.acquire('lapsing', 'node-b', 5000)).toBe(true);
  });

  it('names the open rooms whose lease lapsed or was released, and forgets those of closed rooms', async () => {
    for (const roomId of ['live', 'lapsed', 'released', 'closed']) {
      await leases.acquire(roomId, 'node-a', 5000);
      await rooms.create(roomId, `pin-${roomId}`, 'x', HOURS_6);
    }
    await leases.renewAll('node-a', ['live'], 60_000);
    await leases.release('released', 'node-a');
    await rooms.markClosed('closed');
    expect(await leases.lapsed()).toEqual(['released']);
    now += 5000;
    expect((await leases.lapsed()).sort()).toEqual(['lapsed', 'released']);
    expect(leases.size()).toBe(3);
    await leases.acquire('lapsed', 'node-b', 5000);
    expect(await leases.lapsed()).toEqual(['released']);
  });

  it('keeps the lapsed lease of an open room through a sweep, so a node can still adopt it', async () => {
    await leases.acquire('open', 'node-a', 5000);
    await rooms.create('open', '444444', 'x', HOURS_6);
    now += 5000;
    leases.sweep();
    expect(await leases.lapsed()).toEqual(['open']);
  });
});
