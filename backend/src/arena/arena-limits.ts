import type { RateLimitPolicy } from '../infra/rate-limit/rate-limiter';

/** A socket's own Arena events: answers, host controls and syncs come far slower than this. */
export const ARENA_EVENTS: RateLimitPolicy = { name: 'arena-events', points: 20, windowSeconds: 2, scope: 'local' };

/**
 * Wrong PINs per source: a pub full of phones on one network mistypes a few; a guesser gets 20 tries in five
 * minutes however many sockets it opens (they all count against the same source, on every node), so finding a
 * live room among a million PINs takes weeks instead of seconds. Once spent, the source waits for every PIN.
 */
export const WRONG_PINS: RateLimitPolicy = {
  name: 'arena-wrong-pins',
  points: 20,
  windowSeconds: 5 * 60,
  scope: 'shared',
};

/** Rooms opened per member (private rooms) or per source (public rooms opened by quick match). */
export const ROOMS_OPENED: RateLimitPolicy = {
  name: 'arena-rooms',
  points: 10,
  windowSeconds: 10 * 60,
  scope: 'shared',
};
