import { ARENA_ESTIMATE_MAX } from '@trivia/contracts';
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

/**
 * KEYS: lease, room, log, gate, members; ARGV: node, facts ('' or JSON `{g?: [q, status, deadline, duration, type,
 * options], m?: [[player, status or '']]}`, all strings), then the entries. The facts share the log's life.
 */
const APPEND_IF_HOLDER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local ttl = redis.call('PTTL', KEYS[2])
if ttl <= 0 then return 0 end
if #ARGV > 2 then
  redis.call('RPUSH', KEYS[3], unpack(ARGV, 3))
  redis.call('PEXPIRE', KEYS[3], ttl)
end
if ARGV[2] ~= '' then
  local facts = cjson.decode(ARGV[2])
  local g = facts.g
  if g then
    redis.call('HSET', KEYS[4], 'q', g[1], 'status', g[2], 'deadline', g[3], 'duration', g[4], 'type', g[5], 'options', g[6])
    redis.call('PEXPIRE', KEYS[4], ttl)
  end
  if facts.m then
    for _, m in ipairs(facts.m) do
      if m[2] == '' then redis.call('HDEL', KEYS[5], m[1]) else redis.call('HSET', KEYS[5], m[1], m[2]) end
    end
    redis.call('PEXPIRE', KEYS[5], ttl)
  end
end
return 1`;

// Answers: any node stores one; the room's owner collects them. Each answer is a field of the question's hash,
// player -> "receivedAt:elapsedMs:" then the kind and the choice as text: "n" and the option, "s" and the typed
// text, "o" and an order as JSON ("[2,0,1]"), or "e" and an estimate's number.

/**
 * KEYS: gate, members, the question's answers, room; ARGV: player, question index, the kind ('n', 's', 'o' or
 * 'e'), the choice as text. The engine's checkAnswer, check for check (same order, same names), at Redis's
 * clock; the answers live as long as the room.
 */
const STORE_ANSWER = `
local member = redis.call('HGET', KEYS[2], ARGV[1])
if member == 'kicked' then return {'kicked'} end
if not member then return {'notInRoom'} end
local g = redis.call('HMGET', KEYS[1], 'q', 'status', 'deadline', 'duration', 'type', 'options')
local same = g[1] == ARGV[2]
if g[2] == 'closed' and same then return {'late'} end
if g[2] ~= 'open' then return {'wrongPhase'} end
if not same then return {'otherQuestion'} end
${NOW_MS}
local deadline = tonumber(g[3])
if not deadline or now > deadline then return {'late'} end
if redis.call('HEXISTS', KEYS[3], ARGV[1]) == 1 then return {'duplicate'} end
local kind, raw = ARGV[3], ARGV[4]
if g[5] == 'text' then
  if kind ~= 's' or raw == '' then return {'typeAnswer'} end
elseif g[5] == 'order' then
  if kind ~= 'o' then return {'putInOrder'} end
  local ok, order = pcall(cjson.decode, raw)
  local count = tonumber(g[6])
  if not ok or type(order) ~= 'table' or #order ~= count then return {'putInOrder'} end
  local seen = {}
  for i = 1, count do
    local item = order[i]
    if type(item) ~= 'number' or item % 1 ~= 0 or item < 0 or item >= count or seen[item] then
      return {'putInOrder'}
    end
    seen[item] = true
  end
elseif g[5] == 'estimate' then
  if kind ~= 'e' then return {'giveNumber'} end
  local value = tonumber(raw)
  if not value or value ~= value or math.abs(value) > ${ARENA_ESTIMATE_MAX} then return {'giveNumber'} end
else
  if kind ~= 'n' then return {'pickOption'} end
  local choice = tonumber(raw)
  if choice < 0 or choice >= tonumber(g[6]) then return {'notOffered'} end
end
local duration = tonumber(g[4])
local elapsed = math.min(math.max(duration - (deadline - now), 0), duration)
redis.call('HSET', KEYS[3], ARGV[1], string.format('%d:%d:', now, elapsed) .. kind .. raw)
local ttl = redis.call('PTTL', KEYS[4])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
return {'ok', now, elapsed}`;

/**
 * KEYS: lease, gate, the question's answers; ARGV: node, question index, '1' to close, ms to keep them once
 * closed. Null when the node does not hold the lease; else the answers, flat (HGETALL).
 */
const COLLECT_ANSWERS = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return false end
if ARGV[3] == '1' then
  if redis.call('HGET', KEYS[2], 'q') == ARGV[2] then redis.call('HSET', KEYS[2], 'status', 'closed') end
  redis.call('PEXPIRE', KEYS[3], ARGV[4], 'LT')
end
return redis.call('HGETALL', KEYS[3])`;

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
  /** Called as (lease, room, log, gate, members, node, facts, ...entries). */
  arenaAppendIfHolder(...keysThenArgs: string[]): Reply<number>;
  /** Called as (gate, members, answers, room, player, question index, kind ('n', 's', 'o' or 'e'), choice). */
  arenaStoreAnswer(...keysThenArgs: string[]): Reply<[string, number?, number?]>;
  arenaCollectAnswers(
    lease: string,
    gate: string,
    answers: string,
    nodeId: string,
    questionIndex: number,
    close: string,
    keepMs: number,
  ): Reply<string[] | null>;
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
  ['arenaAppendIfHolder', APPEND_IF_HOLDER, 5],
  ['arenaStoreAnswer', STORE_ANSWER, 4],
  ['arenaCollectAnswers', COLLECT_ANSWERS, 3],
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
