import { InProcessLobbyDirectory, LISTING_STALE_MS, ONLINE_STALE_MS } from './lobby-directory';

const room = (roomId: string) => ({
  roomId,
  pin: '123456',
  players: 1,
  maxPlayers: 8,
  questionCount: 10,
  questionSeconds: 15,
  startsAt: null,
});

describe('in-process lobby directory: what it forgets', () => {
  it('drops listings and node counts nobody refreshed, even when nobody looks at the lobby', async () => {
    let now = 1_000_000;
    const directory = new InProcessLobbyDirectory(() => now);
    for (let i = 0; i < 10; i += 1) await directory.putRoom(room(`room-${i}`), now);
    await directory.reportOnline('node-a', 3, now);
    await directory.reportOnline('node-b', 2, now);
    expect(directory.size()).toBe(12);

    now += ONLINE_STALE_MS + 1;
    await directory.putRoom(room('room-0'), now);
    directory.sweep();
    expect(directory.size()).toBe(10);

    now += LISTING_STALE_MS;
    directory.sweep();
    expect(directory.size()).toBe(1);
    expect(await directory.room('room-0')).not.toBeNull();
    expect(await directory.room('room-1')).toBeNull();
  });
});
