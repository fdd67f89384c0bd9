import { rememberedRoom, rememberRoom, type RoomStore } from '../arena/room-kit';
import { forgetSession, keepAsSession, rememberedSession } from './hosted-rejoin';

const memoryStore = (): RoomStore & { keys: () => string[] } => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
};

const room = { roomId: 'r1', pin: '123456', nickname: 'Ann' };

describe('the session a tab is in', () => {
  it('moves a joined room from the Arena’s key to the session’s, so the Arena page never rejoins it', () => {
    const store = memoryStore();
    rememberRoom(room, store);
    keepAsSession(store);
    expect(rememberedRoom(store)).toBeNull();
    expect(rememberedSession(store)).toEqual(room);
    forgetSession(store);
    expect(rememberedSession(store)).toBeNull();
    expect(store.keys()).toEqual([]);
  });

  it('leaves everything as it was when nothing was joined', () => {
    const store = memoryStore();
    keepAsSession(store);
    expect(store.keys()).toEqual([]);
  });
});
