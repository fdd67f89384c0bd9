import type { ArenaPublicRoom } from '@trivia/contracts';
import type Redis from 'ioredis';
import { fresh, type Listing, LISTING_STALE_MS, type LobbyDirectory, ONLINE_STALE_MS } from './lobby-directory';

const ROOMS = 'arena:public-rooms';
const ONLINE = 'arena:online';

function parse<T>(hash: Record<string, string>): Map<string, Listing<T>> {
  const entries = new Map<string, Listing<T>>();
  for (const [id, text] of Object.entries(hash)) {
    try {
      entries.set(id, JSON.parse(text) as Listing<T>);
    } catch {
      entries.set(id, { value: undefined as T, updatedAt: 0 });
    }
  }
  return entries;
}

export class RedisLobbyDirectory implements LobbyDirectory {
  constructor(private readonly redis: Redis) {}

  async putRoom(room: ArenaPublicRoom, now: number): Promise<void> {
    await this.redis.hset(ROOMS, room.roomId, JSON.stringify({ value: room, updatedAt: now }));
  }

  async removeRoom(roomId: string): Promise<void> {
    await this.redis.hdel(ROOMS, roomId);
  }

  async room(roomId: string): Promise<ArenaPublicRoom | null> {
    const text = await this.redis.hget(ROOMS, roomId);
    return text ? (JSON.parse(text) as Listing<ArenaPublicRoom>).value : null;
  }

  async rooms(now: number): Promise<ArenaPublicRoom[]> {
    const stale: string[] = [];
    const rooms = fresh(parse<ArenaPublicRoom>(await this.redis.hgetall(ROOMS)), now, LISTING_STALE_MS, (id) =>
      stale.push(id),
    );
    if (stale.length > 0) await this.redis.hdel(ROOMS, ...stale);
    return rooms;
  }

  async reportOnline(nodeId: string, count: number, now: number): Promise<void> {
    await this.redis.hset(ONLINE, nodeId, JSON.stringify({ value: count, updatedAt: now }));
  }

  async online(now: number): Promise<number> {
    const stale: string[] = [];
    const counts = fresh(parse<number>(await this.redis.hgetall(ONLINE)), now, ONLINE_STALE_MS, (id) => stale.push(id));
    if (stale.length > 0) await this.redis.hdel(ONLINE, ...stale);
    return counts.reduce((a, b) => a + b, 0);
  }
}
