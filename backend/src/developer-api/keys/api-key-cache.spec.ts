import { API_TIERS } from '@trivia/contracts';
import type { ApiKeyPrincipal } from '../../identity';
import { API_KEY_CACHE_MS, ApiKeyCache } from './api-key-cache';

const principal = (keyId: string): ApiKeyPrincipal => ({
  kind: 'api-key',
  via: 'api-key',
  keyId,
  keyName: 'k',
  userId: 'u',
  keyKind: 'secret',
  allowedOrigins: [],
  tier: API_TIERS['api-free'],
  playerKey: null,
});

describe('ApiKeyCache', () => {
  it('trusts a checked key for at most a second, so a revocation elsewhere lands within it', () => {
    expect(API_KEY_CACHE_MS).toBeLessThanOrEqual(1000);
    const cache = new ApiKeyCache();
    cache.set('hash-a', principal('a'), 10_000);
    expect(cache.get('hash-a', 10_000 + API_KEY_CACHE_MS - 1)?.keyId).toBe('a');
    expect(cache.get('hash-a', 10_000 + API_KEY_CACHE_MS)).toBeNull();
  });

  it('forgets a key at once on the node that revokes or changes it', () => {
    const cache = new ApiKeyCache();
    cache.set('hash-a', principal('a'), 0);
    cache.set('hash-b', principal('b'), 0);
    cache.forgetKey('a');
    expect(cache.get('hash-a', 1)).toBeNull();
    expect(cache.get('hash-b', 1)?.keyId).toBe('b');
  });

  it('keeps nothing when its time to live is zero', () => {
    const cache = new ApiKeyCache(0);
    cache.set('hash-a', principal('a'), 0);
    expect(cache.get('hash-a', 0)).toBeNull();
  });

  it('lets calls that arrive together share one lookup, and keeps what it found', async () => {
    const cache = new ApiKeyCache();
    let release!: (found: ApiKeyPrincipal) => void;
    const load = jest.fn(() => new Promise<ApiKeyPrincipal | null>((resolve) => (release = resolve)));
    const calls = [cache.getOrLoad('hash-a', load), cache.getOrLoad('hash-a', load), cache.getOrLoad('hash-a', load)];
    release(principal('a'));
    expect((await Promise.all(calls)).map((found) => found?.keyId)).toEqual(['a', 'a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await cache.getOrLoad('hash-a', load))?.keyId).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a lookup that was in flight when a key was revoked or changed, nor an unknown key', async () => {
    const cache = new ApiKeyCache();
    let release!: (found: ApiKeyPrincipal) => void;
    const inFlight = cache.getOrLoad('hash-a', () => new Promise((resolve) => (release = resolve)));
    cache.forgetKey('a');
    release(principal('a'));
    expect((await inFlight)?.keyId).toBe('a');
    expect(cache.get('hash-a')).toBeNull();
    const unknown = jest.fn(async () => null);
    expect(await cache.getOrLoad('hash-x', unknown)).toBeNull();
    expect(await cache.getOrLoad('hash-x', unknown)).toBeNull();
    expect(unknown).toHaveBeenCalledTimes(2);
  });
});
