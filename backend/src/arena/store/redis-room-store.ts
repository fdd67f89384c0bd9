import type Redis from 'ioredis';
import { KEEP_CLOSED_MS, type LeaseStore, type RoomStore, type StoredRoom } from './room-store';

const roomKey = (roomId: string) => `arena:room:${roomId}`;
const logKey = (roomId: string) => `arena:log:${roomId}`;
const pinKey = (pin: string) => `arena:pin:${pin}`;
const leaseKey = (roomId: string) => `arena:lease:${roomId}`;
const OPEN = 'arena:open-rooms';
/** Lua's unpack has a stack limit: long batches go in slices, in order. */
const APPEND_SLICE = 500;

// Each write runs as one script, so the lease check and the write are atomic: the fence.
const SNAPSHOT_IF_HOLDER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('HSET', KEYS[2], 'state', ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('DEL', KEYS[3])
return 1`;

const APPEND_IF_HOLDER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local ttl = redis.call('PTTL', KEYS[2])
if ttl <= 0 then return 0 end
redis.call('RPUSH', KEYS[3], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[3], ttl)
return 1`;

const RENEW_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

// Shortens a PIN's life only while it still names this room (after it lapsed, another room may have it).
const SHORTEN_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2], 'LT') end
return 0`;

const RELEASE_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisRoomStore implements RoomStore {
  constructor(
    private readonly redis: Redis,
    private readonly keepClosedMs = KEEP_CLOSED_MS,
  ) {}

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    const claimed = await this.redis.set(pinKey(pin), roomId, 'PX', ttlMs, 'NX');
    if (claimed !== 'OK') return false;
    await this.redis
      .multi()
      .hset(roomKey(roomId), 'state', state, 'pin', pin)
      .pexpire(roomKey(roomId), ttlMs)
      .sadd(OPEN, roomId)
      .exec();
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    const replies = await this.redis.multi().hget(roomKey(roomId), 'state').lrange(logKey(roomId), 0, -1).exec();
    const [[stateError, state], [logError, log]] = replies as [[Error | null, string | null], [Error | null, string[]]];
    if (stateError ?? logError) throw stateError ?? logError;
    return state ? { state, log } : null;
  }

  async writeSnapshot(roomId: string, nodeId: string, state: string, ttlMs: number): Promise<boolean> {
    const keys = [leaseKey(roomId), roomKey(roomId), logKey(roomId)];
    return Number(await this.redis.eval(SNAPSHOT_IF_HOLDER, 3, ...keys, nodeId, state, ttlMs)) === 1;
  }

  async appendLog(roomId: string, nodeId: string, entries: string[]): Promise<boolean> {
    const keys = [leaseKey(roomId), roomKey(roomId), logKey(roomId)];
    for (let from = 0; from < entries.length; from += APPEND_SLICE) {
      const slice = entries.slice(from, from + APPEND_SLICE);
      if (Number(await this.redis.eval(APPEND_IF_HOLDER, 3, ...keys, nodeId, ...slice)) !== 1) return false;
    }
    return true;
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.redis.get(pinKey(pin));
  }

  async delete(roomId: string, pin: string): Promise<void> {
    await this.redis.eval(RELEASE_IF_HOLDER, 1, pinKey(pin), roomId);
    await this.redis.multi().del(roomKey(roomId), logKey(roomId)).srem(OPEN, roomId).exec();
  }

  async openRooms(): Promise<string[]> {
    const ids = await this.redis.smembers(OPEN);
    if (ids.length === 0) return [];
    // A room whose time to live ran out leaves the set here.
    const exists = await Promise.all(ids.map((roomId) => this.redis.exists(roomKey(roomId))));
    const gone = ids.filter((_, i) => exists[i] === 0);
    if (gone.length > 0) await this.redis.srem(OPEN, ...gone);
    return ids.filter((_, i) => exists[i] === 1);
  }

  /** Never lengthens a life (LT): a room about to lapse anyway keeps its shorter one. */
  async markClosed(roomId: string): Promise<void> {
    const [[, pin]] = ((await this.redis
      .multi()
      .hget(roomKey(roomId), 'pin')
      .srem(OPEN, roomId)
      .pexpire(roomKey(roomId), this.keepClosedMs, 'LT')
      .pexpire(logKey(roomId), this.keepClosedMs, 'LT')
      .exec()) ?? [[null, null]]) as [[Error | null, string | null]];
    if (pin) await this.redis.eval(SHORTEN_IF_HOLDER, 1, pinKey(pin), roomId, this.keepClosedMs);
  }
}

export class RedisLeaseStore implements LeaseStore {
  constructor(private readonly redis: Redis) {}

  async acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    if ((await this.redis.set(leaseKey(roomId), nodeId, 'PX', ttlMs, 'NX')) === 'OK') return true;
    return this.renew(roomId, nodeId, ttlMs);
  }

  async renew(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    return Number(await this.redis.eval(RENEW_IF_HOLDER, 1, leaseKey(roomId), nodeId, ttlMs)) === 1;
  }

  async release(roomId: string, nodeId: string): Promise<void> {
    await this.redis.eval(RELEASE_IF_HOLDER, 1, leaseKey(roomId), nodeId);
  }

  holder(roomId: string): Promise<string | null> {
    return this.redis.get(leaseKey(roomId));
  }
}
