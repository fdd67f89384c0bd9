import { RoomRoutes } from './room-routes';

describe('room routes: where forwarded requests go', () => {
  let now: number;
  let holder: string | null;
  const leases = { holder: jest.fn(async () => holder) };
  let routes: RoomRoutes;

  beforeEach(() => {
    now = 1_000_000;
    holder = 'node-b';
    leases.holder.mockClear();
    routes = new RoomRoutes(leases, 1000, () => now);
  });

  it('looks a room’s holder up once however many requests go through, until the route is a second old', async () => {
    const asked = await Promise.all(Array.from({ length: 100 }, () => routes.to('room').holder));
    expect(new Set(asked)).toEqual(new Set(['node-b']));
    now += 999;
    await routes.to('room').holder;
    expect(leases.holder).toHaveBeenCalledTimes(1);
    now += 1;
    holder = 'node-c';
    expect(await routes.to('room').holder).toBe('node-c');
    expect(leases.holder).toHaveBeenCalledTimes(2);
  });

  it('looks again at once after a failed route, but a late failure does not drop the newer route', async () => {
    const stale = routes.to('room');
    routes.forget('room', stale);
    holder = 'node-c';
    const fresh = routes.to('room');
    expect(await fresh.holder).toBe('node-c');
    routes.forget('room', stale);
    expect(routes.to('room')).toBe(fresh);
    expect(leases.holder).toHaveBeenCalledTimes(2);
  });

  it('forgets routes past their time, so rooms nobody forwards to are not kept', () => {
    routes.to('a');
    now += 500;
    routes.to('b');
    now += 500;
    routes.prune();
    expect(routes.size()).toBe(1);
  });
});
