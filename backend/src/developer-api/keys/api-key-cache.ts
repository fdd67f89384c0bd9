import type { ApiKeyPrincipal } from '../../identity';

/**
 * How long a node may trust a key it has just checked. A revoked key (or a changed tier) must stop working on
 * every node within a second, so no entry outlives this; the revoking node also forgets the key at once.
 */
export const API_KEY_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

/** Checked keys by hash, for at most API_KEY_CACHE_MS: a burst of calls with one key costs one lookup. */
export class ApiKeyCache {
  private readonly entries = new Map<string, { principal: ApiKeyPrincipal; expiresAt: number }>();

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

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.principal.keyId === keyId) this.entries.delete(hash);
  }
}
