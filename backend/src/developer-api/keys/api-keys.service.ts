import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type ApiKeyKind,
  type ApiKeySummary,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type UpdateApiKeyRequest,
} from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { AnalyticsService } from '../../analytics/analytics.service';
import { AppException } from '../../common/app-exception';
import type { ApiKeyPrincipal } from '../../identity';
import {
  currentSubscriptionFacts,
  type CurrentSubscriptionRow,
  currentSubscriptionSql,
} from '../../billing/subscriptions/subscriptions.service';
import { ApiTierService, tierFrom } from '../tiers/api-tier.service';
import { ApiKeyCache } from './api-key-cache';
import { normaliseOrigin } from './api-cors';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-format';
import { apiKeySummary } from './api-key-view';
import { ApiKeyEntity } from './api-key.entity';

interface KeyRow {
  id: string;
  user_id: string;
  name: string;
  kind: ApiKeyKind;
  allowed_origins: string[];
}

const notFound = () => new AppException('RES_001', 'No such API key');

/**
 * A member's developer API keys: made with a CSPRNG and shown once, kept as a SHA-256 hash, capped by the tier,
 * renamed, re-pointed at other origins, revoked; and the check that turns a presented key into its principal.
 */
@Injectable()
export class ApiKeysService {
  private readonly cache = new ApiKeyCache();

  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    private readonly tiers: ApiTierService,
    private readonly analytics: AnalyticsService,
  ) {}

  async create(userId: string, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
    const tier = await this.tiers.tierOf(userId);
    const made = generateApiKey(input.kind);
    const saved = await this.keys.manager.transaction(async (manager) => {
      // One member's concurrent requests queue on their user row, so the cap cannot be passed by a race.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const liveCount = await this.liveCount(manager.getRepository(ApiKeyEntity), userId);
      if (liveCount >= tier.limits.keys) {
        throw new AppException(
          'API_004',
          `${tier.name} allows ${tier.limits.keys} live keys: revoke one you no longer use, or upgrade your tier`,
        );
      }
      return manager.save(
        manager.create(ApiKeyEntity, {
          userId,
          name: input.name,
          kind: input.kind,
          prefix: made.prefix,
          last4: made.last4,
          keyHash: made.hash,
          allowedOrigins: input.allowedOrigins.map(normaliseOrigin),
        }),
      );
    });
    await this.analytics.record('api_key_created', userId, { kind: input.kind });
    return { ...apiKeySummary(saved), key: made.key };
  }

  async list(userId: string): Promise<ApiKeySummary[]> {
    const rows = await this.keys.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(apiKeySummary);
  }

  async summaryOf(userId: string, keyId: string): Promise<ApiKeySummary> {
    const key = await this.keys.findOneBy({ id: keyId, userId });
    if (!key) throw notFound();
    return apiKeySummary(key);
  }

  async update(userId: string, keyId: string, change: UpdateApiKeyRequest): Promise<ApiKeySummary> {
    const key = await this.keys.findOneBy({ id: keyId, userId });
    if (!key) throw notFound();
    if (key.revokedAt) throw new AppException('RES_001', 'This key has been revoked: it can no longer be changed');
    if (change.allowedOrigins && key.kind === 'secret') {
      throw new AppException('VAL_001', 'Secret keys are for servers: they have no origins', [
        { path: 'allowedOrigins', message: 'Secret keys are for servers: no origins' },
      ]);
    }
    if (change.name !== undefined) key.name = change.name;
    if (change.allowedOrigins) key.allowedOrigins = [...new Set(change.allowedOrigins.map(normaliseOrigin))];
    const saved = await this.keys.save(key);
    this.cache.forgetKey(keyId);
    return apiKeySummary(saved);
  }

  /** Revoking is for good (make a new key to replace it); revoking a revoked key again changes nothing. */
  async revoke(userId: string, keyId: string): Promise<ApiKeySummary> {
    const key = await this.keys.findOneBy({ id: keyId, userId });
    if (!key) throw notFound();
    if (!key.revokedAt) {
      await this.keys.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [keyId]);
    }
    this.cache.forgetKey(keyId);
    return apiKeySummary((await this.keys.findOneBy({ id: keyId }))!);
  }

  /**
   * The principal behind a presented key: a live key of an account that is not disabled, with the account's tier.
   * Null for anything else (malformed, unknown, revoked). Trusted for at most a second per node.
   */
  async authenticate(presented: string): Promise<ApiKeyPrincipal | null> {
    if (!isWellFormedApiKey(presented)) return null;
    const hash = hashApiKey(presented);
    return this.cache.getOrLoad(hash, () => this.lookUp(hash));
  }

  /**
   * The key's principal from the database (key, account and the account's API tier) in one query, or null: it runs
   * for a key once a second at most, but for every call of a key used less often than that.
   */
  private async lookUp(hash: string): Promise<ApiKeyPrincipal | null> {
    const current = currentSubscriptionSql('s', 'k.user_id', 2, 'api');
    const rows: (KeyRow & CurrentSubscriptionRow)[] = await this.keys.query(
      `SELECT k.id, k.user_id, k.name, k.kind, k.allowed_origins, sub.*
         FROM api_keys k JOIN users u ON u.id = k.user_id
         LEFT JOIN LATERAL (SELECT ${current.columns} FROM subscriptions s WHERE ${current.whereNewest}) sub ON true
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.disabled_at IS NULL`,
      [hash, ...current.parameters],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      kind: 'api-key',
      via: 'api-key',
      keyId: row.id,
      keyName: row.name,
      userId: row.user_id,
      keyKind: row.kind,
      allowedOrigins: row.allowed_origins,
      tier: tierFrom(currentSubscriptionFacts(row)),
      playerKey: null,
    };
  }

  /** Whether any live publishable key lists this origin (a browser's preflight carries no key to ask). */
  async isListedOrigin(origin: string): Promise<boolean> {
    const rows: unknown[] = await this.keys.query(
      `SELECT 1 FROM api_keys
        WHERE kind = 'publishable' AND revoked_at IS NULL AND allowed_origins @> jsonb_build_array($1::text)
        LIMIT 1`,
      [normaliseOrigin(origin)],
    );
    return rows.length > 0;
  }

  private async liveCount(keys: Repository<ApiKeyEntity>, userId: string): Promise<number> {
    const [row] = (await keys.query(
      `SELECT count(*)::int AS live FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    )) as { live: number }[];
    return row?.live ?? 0;
  }
}
