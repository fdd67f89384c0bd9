import type Redis from 'ioredis';

/** One counter of a chain: its key in Redis (as rate-limiter-flexible names it), budget and window. */
export interface ChainStep {
  redisKey: string;
  points: number;
  windowSeconds: number;
}

/** A counter after the chain: spent (one point) or only read, with its count and milliseconds until it resets. */
export interface ChainCount {
  spent: boolean;
  consumed: number;
  msBeforeNext: number;
}

/**
 * Spends a point on each counter in turn, the way rate-limiter-flexible's own script spends one (a new window
 * starts at 0 with the policy's expiry), until one goes over its budget: from there on the counters are only read.
 * Returns a count and the milliseconds left (-2 for a counter that does not exist) for each.
 */
const CHAIN_SCRIPT = `
local out = {}
local spending = true
for i, key in ipairs(KEYS) do
  local budget = tonumber(ARGV[2 * i - 1])
  local seconds = ARGV[2 * i]
  local consumed
  local ttl
  if spending then
    redis.call('set', key, 0, 'EX', seconds, 'NX')
    consumed = redis.call('incrby', key, 1)
    ttl = redis.call('pttl', key)
    if ttl == -1 then
      redis.call('expire', key, seconds)
      ttl = 1000 * seconds
    end
    out[#out + 1] = 1
    if consumed > budget then spending = false end
  else
    consumed = tonumber(redis.call('get', key) or '0')
    ttl = redis.call('pttl', key)
    out[#out + 1] = 0
  end
  out[#out + 1] = consumed
  out[#out + 1] = ttl
end
return out
`;

type ChainClient = Redis & { rlChain: (...args: (string | number)[]) => Promise<number[]> };

/** Defines the script on the client once (ioredis sends it by its hash, and loads it when Redis does not know it). */
function withChain(redis: Redis): ChainClient {
  const client = redis as ChainClient;
  if (typeof client.rlChain !== 'function') redis.defineCommand('rlChain', { lua: CHAIN_SCRIPT });
  return client;
}

/** Runs a chain of counters in one Redis round trip (the developer API's minute and day for every call). */
export async function spendChain(redis: Redis, steps: readonly ChainStep[]): Promise<ChainCount[]> {
  const args = steps.flatMap((step) => [String(step.points), String(step.windowSeconds)]);
  const reply = await withChain(redis).rlChain(steps.length, ...steps.map((step) => step.redisKey), ...args);
  return steps.map((_, i) => ({
    spent: reply[3 * i] === 1,
    consumed: Number(reply[3 * i + 1]),
    msBeforeNext: Math.max(0, Number(reply[3 * i + 2])),
  }));
}
