import type Redis from 'ioredis';
import type { LeaseStore, RoomStore, StoredRoom } from './room-store';

const roomKey = (roomId: string) => `arena:room:${roomId}`;
const pinKey = (pin: string) => `arena:pin:${pin}`;
const leaseKey = (roomId: string) => `arena:lease:${roomId}`;
const ACTIVE = 'arena:active-rooms';

// Compare-and-set in one step: Redis runs a script atomically, so no other node can save in between.
const SAVE_IF_VERSION = `
local current = redis.call('HGET', KEYS[1], 'version')
if not current or tonumber(current) ~= tonumber(ARGV[2]) then return nil end
local next = tonumber(ARGV[2]) + 1
redis.call('HSET', KEYS[1], 'state', ARGV[1], 'version', next)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return next`;

const RENEW_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE_IF_HOLDER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisRoomStore implements RoomStore {
  constructor(private readonly redis: Redis) {}

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    const claimed = await this.redis.set(pinKey(pin), roomId, 'PX', ttlMs, 'NX');
    if (claimed !== 'OK') return false;
    await this.redis.multi().hset(roomKey(roomId), 'state', state, 'version', 1).pexpire(roomKey(roomId), ttlMs).exec();
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    const [state, version] = await this.redis.hmget(roomKey(roomId), 'state', 'version');
    return state && version ? { state, version: Number(version) } : null;
  }

  async save(roomId: string, state: string, expectedVersion: number, ttlMs: number): Promise<number | null> {
    const result = await this.redis.eval(SAVE_IF_VERSION, 1, roomKey(roomId), state, expectedVersion, ttlMs);
    return result === null ? null : Number(result);
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.redis.get(pinKey(pin));
  }

  async delete(roomId: string, pin: string): Promise<void> {
    await this.redis.eval(RELEASE_IF_HOLDER, 1, pinKey(pin), roomId);
    await this.redis.multi().del(roomKey(roomId)).srem(ACTIVE, roomId).exec();
  }

  async markActive(roomId: string): Promise<void> {
    await this.redis.sadd(ACTIVE, roomId);
  }

  async markInactive(roomId: string): Promise<void> {
    await this.redis.srem(ACTIVE, roomId);
  }

  activeRooms(): Promise<string[]> {
    return this.redis.smembers(ACTIVE);
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
