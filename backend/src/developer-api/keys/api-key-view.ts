import type { ApiKeySummary, ApiTier, ApiTierView } from '@trivia/contracts';
import type { ApiKeyEntity } from './api-key.entity';

/** A key as the dashboard shows it: never the key, never its hash. */
export function apiKeySummary(key: ApiKeyEntity): ApiKeySummary {
  return {
    id: key.id,
    name: key.name,
    kind: key.kind,
    prefix: key.prefix,
    last4: key.last4,
    allowedOrigins: [...key.allowedOrigins],
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

export function apiTierView(tier: ApiTier): ApiTierView {
  return { id: tier.id, name: tier.name, ...tier.limits, features: [...tier.features] };
}
