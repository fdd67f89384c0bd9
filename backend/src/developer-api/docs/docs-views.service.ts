import { Inject, Injectable, Logger } from '@nestjs/common';
import { AnalyticsService } from '../../analytics/analytics.service';
import type { Principal } from '../../identity';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';

const DAY_SECONDS = 24 * 60 * 60;

/** One docs view per visitor a day: a reader coming back, or a bot fetching all day, counts once. */
export const DOCS_VIEW_POLICY: RateLimitPolicy = {
  name: 'api-docs-view',
  points: 1,
  windowSeconds: DAY_SECONDS,
  scope: 'shared',
};

/** Who a view is counted for: the member or the guest by their player key (`user:…`, `guest:…`), else the address. */
export function docsViewer(principal: Principal | undefined, ip: string): { key: string; userId: string | null } {
  return {
    key: principal?.playerKey ?? `ip:${ip}`,
    userId: principal?.kind === 'member' ? principal.userId : null,
  };
}

/**
 * Records `api_docs_view` (worth analyticsValue's 2 GBP) when the docs page loads the reference. The recording is
 * rate-limited, never the document: a failure to count leaves the reader's page working.
 */
@Injectable()
export class DocsViewsService {
  private readonly logger = new Logger(DocsViewsService.name);

  constructor(
    private readonly analytics: AnalyticsService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async recordView(principal: Principal | undefined, ip: string): Promise<boolean> {
    const viewer = docsViewer(principal, ip);
    try {
      const verdict = await this.limiter.consume(DOCS_VIEW_POLICY, viewer.key);
      if (!verdict.allowed) return false;
      await this.analytics.record('api_docs_view', viewer.userId);
      return true;
    } catch (error) {
      this.logger.warn(`Docs view not recorded: ${(error as Error).message}`);
      return false;
    }
  }
}
