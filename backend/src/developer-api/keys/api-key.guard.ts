import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { type ApiKeyPrincipal, isApiKey, type WithPrincipal } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { apiRequestsPolicy } from '../../infra/http/http-rate-limit';
import { rateLimitHeaders } from '../../infra/rate-limit/rate-limit-headers';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { decideKeyAccess } from './api-cors';
import { presentedApiKey } from './api-key-format';
import { ApiLimitsService } from './api-limits.service';
import { ApiUsageService } from './api-usage.service';

type ApiRequest = FastifyRequest & WithPrincipal;

/**
 * The developer API's gate, route by route (@ApiKeyAuth): the key (passport's 'api-key' strategy) → 401 API_001
 * without a live one; a publishable key's origin and method → 403 API_003; the tier's minute then day limits
 * → 429 RATE_001. Every answer carries the RateLimit fields; served and refused requests are counted per key.
 */
@Injectable()
export class ApiKeyGuard extends AuthGuard('api-key') {
  /** Requests without a valid key count against their address, so guessing keys is slow as well as hopeless. */
  private readonly unauthenticatedPolicy: RateLimitPolicy;

  constructor(
    private readonly limits: ApiLimitsService,
    private readonly usage: ApiUsageService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    // The site's per-address budget for API requests, counted apart for calls without a valid key.
    this.unauthenticatedPolicy = { ...apiRequestsPolicy(config.rateLimitPerMinute), name: 'api-unauthenticated' };
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    await super.canActivate(context);
    const principal = request.principal;
    if (!isApiKey(principal)) return this.refuseWithoutKey(request, reply);
    const access = decideKeyAccess({
      kind: principal.keyKind,
      allowedOrigins: principal.allowedOrigins,
      method: request.method,
      origin: request.headers.origin,
    });
    void reply.headers(access.headers);
    if (!access.allowed) return this.refuse(principal, new AppException('API_003', access.reason));
    const outcome = await this.limits.consume(principal);
    void reply.headers(outcome.headers);
    if (!outcome.allowed) return this.refuse(principal, outcome.refusal);
    this.usage.record(principal, 'served');
    return true;
  }

  override getAuthenticateOptions(): { property: string; session: boolean } {
    return { property: 'principal', session: false };
  }

  /** No key is not passport's error to raise: canActivate answers it as problem+json with the limit fields. */
  override handleRequest<T>(error: unknown, principal: T): T {
    if (error) throw error;
    return (principal || null) as T;
  }

  private refuse(principal: ApiKeyPrincipal, refusal: AppException): never {
    this.usage.record(principal, 'refused');
    throw refusal;
  }

  private async refuseWithoutKey(request: ApiRequest, reply: FastifyReply): Promise<never> {
    const presented = presentedApiKey(request.headers);
    let verdict = null;
    try {
      verdict = await this.limiter.consume(this.unauthenticatedPolicy, request.ip);
    } catch {
      // Without the limiter the answer is still 401; only its RateLimit fields are missing.
    }
    if (verdict) void reply.headers(rateLimitHeaders(verdict));
    if (verdict && !verdict.allowed) {
      throw new AppException('RATE_001', 'Too many requests without a valid API key from this address');
    }
    void reply.header('WWW-Authenticate', 'Bearer realm="api"');
    throw new AppException(
      'API_001',
      presented
        ? 'This API key is not valid: it may have been revoked. Create a new one in the developer dashboard'
        : 'Send your API key in the X-API-Key header (or as Authorization: Bearer <key>)',
    );
  }
}
