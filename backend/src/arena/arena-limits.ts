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

/**
 * Rooms opened per member (private rooms and hosted sessions) or per source (public rooms opened by quick match)
 * in ten minutes: `ARENA_ROOMS_PER_10_MINUTES`, 10 unless configured. One policy, provided as ROOMS_OPENED.
 */
export const roomsOpened = (points: number): RateLimitPolicy => ({
  name: 'arena-rooms',
  points,
  windowSeconds: 10 * 60,
  scope: 'shared',
});

/** The rooms-opened policy built once from the configuration (see arena.module), for every way a room opens. */
export const ROOMS_OPENED = Symbol('ROOMS_OPENED');
