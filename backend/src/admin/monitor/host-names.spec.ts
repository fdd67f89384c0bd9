import { HostNames } from './host-names';
import { InProcessMonitorBoard, REPORT_TTL_MS, WATCH_TTL_MS, type NodeReport } from './monitor-board';

const ANN = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

describe('host names', () => {
  it('looks up new member hosts in one query, then keeps them', async () => {
    const findByIds = jest.fn(async (ids: string[]) =>
      ids.filter((id) => id === ANN).map((id) => ({ id, fullName: 'Ann Host' })),
    );
    const names = new HostNames(findByIds);
    await names.learn([`user:${ANN}`, `user:${BOB}`, 'guest:abc', 'user:not-a-uuid'], 0);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect(findByIds).toHaveBeenCalledWith([ANN, BOB]);
    expect(names.nameOf(`user:${ANN}`)).toBe('Ann Host');
    expect(names.nameOf(`user:${BOB}`)).toBeNull();
    expect(names.nameOf('guest:abc')).toBe('Guest host');
    await names.learn([`user:${ANN}`, `user:${BOB}`], 60_000);
    expect(findByIds).toHaveBeenCalledTimes(1);
  });
});

describe('the in-process monitor board', () => {
  it('forgets a node that stopped reporting, and a watch that was not renewed', async () => {
    let now = 0;
    const board = new InProcessMonitorBoard(() => now);
    const report = { nodeId: 'n1', at: 0, rooms: null, acks: null } as unknown as NodeReport;
    await board.publish(report);
    await board.markWatched();
    expect(await board.reports()).toEqual([report]);
    expect(await board.watched()).toBe(true);
    now = WATCH_TTL_MS;
    expect(await board.watched()).toBe(false);
    now = REPORT_TTL_MS;
    expect(await board.reports()).toEqual([]);
  });
});
