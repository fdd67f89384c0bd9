import { Injectable } from '@nestjs/common';
import type { ApiTier, DeveloperDashboard, V1MeResponse } from '@trivia/contracts';
import type { ApiKeyPrincipal } from '../../identity';
import { ApiTierService } from '../tiers/api-tier.service';
import { utcDay } from '../../common/utc-days';
import { nextUtcMidnight } from './api-limit-policies';
import { ApiKeysService } from './api-keys.service';
import { ApiLimitsService } from './api-limits.service';
import { apiTierView } from './api-key-view';
import { ApiUsageService } from './api-usage.service';
import { fillUsageDays, firstDashboardDay } from './usage-days';

/** What the developer dashboard and `GET /v1/me` show: the tier, the keys, and the usage counted per key per day. */
@Injectable()
export class DeveloperDashboardService {
  constructor(
    private readonly tiers: ApiTierService,
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly limits: ApiLimitsService,
  ) {}

  async dashboard(userId: string, nowMs = Date.now()): Promise<DeveloperDashboard> {
    const today = utcDay(nowMs);
    const [tier, keys, rows, todayByKey] = await Promise.all([
      this.tiers.tierOf(userId, nowMs),
      this.keys.list(userId),
      this.usage.days(userId, firstDashboardDay(nowMs), today),
      this.usage.byKey(userId, today),
    ]);
    const days = fillUsageDays(rows, nowMs);
    const requestsOf = new Map(todayByKey.map((row) => [row.keyId, row.requests]));
    return {
      tier: apiTierView(tier),
      keys,
      usage: {
        days,
        today: this.today(tier, days.at(-1)?.requests ?? 0, nowMs),
        byKey: keys.map((key) => ({ keyId: key.id, requests: requestsOf.get(key.id) ?? 0 })),
      },
    };
  }

  async me(caller: ApiKeyPrincipal, nowMs = Date.now()): Promise<V1MeResponse> {
    const today = utcDay(nowMs);
    const [rows, remaining, key] = await Promise.all([
      this.usage.days(caller.userId, today, today),
      this.limits.dayRemaining(caller.userId, caller.tier, nowMs),
      this.keys.summaryOf(caller.userId, caller.keyId),
    ]);
    return {
      key: {
        id: key.id,
        name: key.name,
        kind: key.kind,
        prefix: key.prefix,
        last4: key.last4,
        allowedOrigins: key.allowedOrigins,
      },
      tier: apiTierView(caller.tier),
      today: { ...this.today(caller.tier, rows[0]?.requests ?? 0, nowMs), remaining },
    };
  }

  private today(tier: ApiTier, requests: number, nowMs: number) {
    return { requests, limit: tier.limits.requestsPerDay, resetsAt: new Date(nextUtcMidnight(nowMs)).toISOString() };
  }
}
