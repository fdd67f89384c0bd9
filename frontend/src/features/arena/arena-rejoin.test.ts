import { forgetRoom, givesUpRoom, isGameOver, rememberedRoom, rememberRoom, type RoomStore } from './arena-rejoin';

/** An in-memory stand-in for sessionStorage. */
function memoryStore(initial: Record<string, string> = {}): RoomStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const room = { roomId: '0b6a7c52-3f7e-4d6b-9a53-1f2e3d4c5b6a', pin: '123456', nickname: 'Annie' };

describe('the room a tab remembers for a reload', () => {
  it('gives back what was remembered, guest nickname or member (null) alike', () => {
    const store = memoryStore();
    rememberRoom(room, store);
    expect(rememberedRoom(store)).toEqual(room);
    rememberRoom({ ...room, nickname: null }, store);
    expect(rememberedRoom(store)).toEqual({ ...room, nickname: null });
  });

  it('remembers one room: joining another replaces it', () => {
    const store = memoryStore();
    rememberRoom(room, store);
    rememberRoom({ ...room, roomId: 'other', pin: '654321' }, store);
    expect(rememberedRoom(store)).toMatchObject({ roomId: 'other', pin: '654321' });
  });

  it('forgets the room', () => {
    const store = memoryStore();
    rememberRoom(room, store);
    forgetRoom(store);
    expect(rememberedRoom(store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a PIN that is not six digits', JSON.stringify({ ...room, pin: '12' })],
    ['no room id', JSON.stringify({ pin: '123456', nickname: 'Annie' })],
    ['null', 'null'],
  ])('drops an unreadable entry (%s) instead of rejoining with it', (_what, raw) => {
    const store = memoryStore({ 'arena.room': raw });
    expect(rememberedRoom(store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('does nothing, and never throws, without storage or when storage refuses', () => {
    expect(() => rememberRoom(room, null)).not.toThrow();
    expect(rememberedRoom(null)).toBeNull();
    const refusing: RoomStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberRoom(room, refusing)).not.toThrow();
    expect(rememberedRoom(refusing)).toBeNull();
    expect(() => forgetRoom(refusing)).not.toThrow();
  });
});

describe('when the remembered room is given up', () => {
  it.each([
    ['ARENA_010', true],
    ['ARENA_009', true],
    ['ARENA_004', true],
    ['ARENA_006', true],
    ['ARENA_007', true],
    ['VAL_001', true],
    ['NET_001', false],
    ['RATE_001', false],
    ['ERR_000', false],
  ] as const)('a rejoin refused with %s gives the room up: %s', (code, givenUp) =>
    expect(givesUpRoom(code)).toBe(givenUp),
  );

  it.each([
    ['lobby', false],
    ['question', false],
    ['leaderboard', false],
    ['podium', true],
    ['ended', true],
  ] as const)('the %s phase is the end of the game: %s', (phase, over) => expect(isGameOver(phase)).toBe(over));
});
