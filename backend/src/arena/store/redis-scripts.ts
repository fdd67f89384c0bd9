import type Redis from 'ioredis';

/**
 * The Lua scripts the Arena stores run. Each is registered once per client (ioredis `defineCommand`), so a call
 * sends the script's SHA (EVALSHA), not its text; ioredis loads it again by itself after a Redis restart.
 * Times come from Redis (`TIME`): the clock that expires the keys also dates the lease expiries.
 */
const NOW_MS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// Leases: KEYS[1] is always the sorted set of expiries (room id scored by when its lease runs out, in ms).

/** KEYS[2] the lease; ARGV: node, ttl ms, room id. Takes a free lease or renews one the node holds. */
const ACQUIRE = `${NOW_MS}
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
return 1`;

/** KEYS[2..n] leases; ARGV: node, ttl ms, then the room ids in the order of their keys. Answers those renewed. */
const RENEW_ALL = `${NOW_MS}
local expiry = now + tonumber(ARGV[2])
local renewed = {}
for i = 2, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[i], ARGV[2])
    redis.call('ZADD', KEYS[1], expiry, ARGV[i + 1])
    renewed[#renewed + 1] = ARGV[i + 1]
  end
end
return renewed`;

/** KEYS[2] the lease; ARGV: node, room id. A released lease counts as lapsed at once (score 0). */
const RELEASE = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2])
redis.call('ZADD', KEYS[1], 0, ARGV[2])
return 1`;

/**
 * KEYS[2] the set of open rooms; ARGV: how many at most. Lapsed leases of open rooms; those of rooms no longer
 * open are forgotten on the way (nobody needs to adopt them).
 */
const LAPSED = `${NOW_MS}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[1]))
local open = {}
for _, id in ipairs(ids) do
  if redis.call('SISMEMBER', KEYS[2], id) == 1 then open[#open + 1] = id else redis.call('ZREM', KEYS[1], id) end
end
return open`;

// Rooms: each write checks the lease and writes in one script, so the check and the write are atomic: the fence.

/** KEYS: lease, room, log; ARGV: node, state, ttl ms. */
const SNAPSHOT_IF_HOLDER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('HSET', KEYS[2], 'state', ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('DEL', KEYS[3])
return 1`;

/** KEYS: lease, room, log; ARGV: node, then the entries. */
const APPEND_IF_HOLDER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local ttl = redis.call('PTTL', KEYS[2])
if ttl <= 0 then return 0 end
redis.call('RPUSH', KEYS[3], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[3], ttl)
return 1`;

/** KEYS: a PIN; ARGV: room id, ms. Shortens a PIN's life only while it still names this room (never lengthens). */
const SHORTEN_PIN = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2], 'LT') end
return 0`;

/** KEYS: a PIN; ARGV: room id. Frees the PIN only while it still names this room. */
const FREE_PIN = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type Reply<T> = Promise<T>;
type Arg = string | number;

export interface ArenaScripts {
  arenaAcquireLease(expiries: string, lease: string, nodeId: string, ttlMs: number, roomId: string): Reply<number>;
  /** Called as (number of keys, ...keys, ...args): the expiries, then the leases. */
  arenaRenewLeases(numKeys: number, ...keysThenArgs: Arg[]): Reply<string[]>;
  arenaReleaseLease(expiries: string, lease: string, nodeId: string, roomId: string): Reply<number>;
  arenaLapsedLeases(expiries: string, open: string, limit: number): Reply<string[]>;
  arenaSnapshotIfHolder(
    lease: string,
    room: string,
    log: string,
    nodeId: string,
    state: string,
    ttl: number,
  ): Reply<number>;
  /** Called as (lease, room, log, node, ...entries). */
  arenaAppendIfHolder(...keysThenArgs: string[]): Reply<number>;
  arenaShortenPin(pin: string, roomId: string, ms: number): Reply<number>;
  arenaFreePin(pin: string, roomId: string): Reply<number>;
}

export type ScriptedRedis = Redis & ArenaScripts;

const SCRIPTS: [keyof ArenaScripts, string, number | undefined][] = [
  ['arenaAcquireLease', ACQUIRE, 2],
  ['arenaRenewLeases', RENEW_ALL, undefined],
  ['arenaReleaseLease', RELEASE, 2],
  ['arenaLapsedLeases', LAPSED, 2],
  ['arenaSnapshotIfHolder', SNAPSHOT_IF_HOLDER, 3],
  ['arenaAppendIfHolder', APPEND_IF_HOLDER, 3],
  ['arenaShortenPin', SHORTEN_PIN, 1],
  ['arenaFreePin', FREE_PIN, 1],
];

/** The client with the Arena's scripts registered (once: a second store on the same client reuses them). */
export function withArenaScripts(redis: Redis): ScriptedRedis {
  for (const [name, lua, numberOfKeys] of SCRIPTS) {
    if (!(name in redis)) redis.defineCommand(name, numberOfKeys === undefined ? { lua } : { lua, numberOfKeys });
  }
  return redis as ScriptedRedis;
}
