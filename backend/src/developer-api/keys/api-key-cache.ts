import type { ApiKeyPrincipal } from '../../identity';

/**
 * How long a node may trust a key it has just checked. A revoked key (or a changed tier) must stop working on
 * every node within a second, so no entry outlives this; the revoking node also forgets the key at once.
 */
export const API_KEY_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * Checked keys by hash, for at most API_KEY_CACHE_MS: a burst of calls with one key costs one lookup, also when the
 * calls arrive together (they wait for the one lookup in flight rather than each starting its own).
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { principal: ApiKeyPrincipal; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<ApiKeyPrincipal | null>>();
  /** Bumped by every forgetKey: a lookup that began before it may answer its callers but is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs = API_KEY_CACHE_MS) {}

  get(hash: string, nowMs = Date.now()): ApiKeyPrincipal | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.expiresAt > nowMs) return entry.principal;
    this.entries.delete(hash);
    return null;
  }

  set(hash: string, principal: ApiKeyPrincipal, nowMs = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // Entries live a second: a full map is mostly expired, and clearing it costs one lookup per live key.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(hash, { principal, expiresAt: nowMs + this.ttlMs });
  }

  /** The cached principal, or the one lookup of this hash in flight, or a new lookup (kept when it finds a key). */
  getOrLoad(hash: string, load: () => Promise<ApiKeyPrincipal | null>): Promise<ApiKeyPrincipal | null> {
    const cached = this.get(hash);
    if (cached) return Promise.resolve(cached);
    const inFlight = this.loading.get(hash);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const lookup = load()
      .then((principal) => {
        if (principal && generation === this.generation) this.set(hash, principal);
        return principal;
      })
      .finally(() => this.loading.delete(hash));
    this.loading.set(hash, lookup);
    return lookup;
  }

  forgetKey(keyId: string): void {
    this.generation += 1;
    this.loading.clear();
    for (const [hash, entry] of this.entries) if (entry.principal.keyId === keyId) this.entries.delete(hash);
  }
}
