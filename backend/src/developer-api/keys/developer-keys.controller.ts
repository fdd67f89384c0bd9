import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Patch, Post, Req } from '@nestjs/common';
import {
  type ApiKeyList,
  type ApiKeySummary,
  type CreateApiKeyRequest,
  createApiKeyRequestSchema,
  type CreatedApiKey,
  type DeveloperDashboard,
  type UpdateApiKeyRequest,
  updateApiKeyRequestSchema,
} from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal, type Principal, Public } from '../../identity';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { ApiKeyIdPipe } from './api-key-id.pipe';
import { ApiKeysService } from './api-keys.service';
import { DeveloperDashboardService } from './developer-dashboard.service';

/** Creating, renaming, re-pointing and revoking keys: generous for a person, a wall for a script. */
const KEY_CHANGES: RateLimitPolicy = { name: 'api-key-changes', points: 60, windowSeconds: 3600, scope: 'shared' };

/** A browser opening /api/developers/dashboard wants the page; the page's own fetch wants this JSON. */
const isPageNavigation = (request: FastifyRequest) => request.headers.accept?.includes('text/html') === true;

/** The developer dashboard's API (member session cookie; mutations need the CSRF token as every member route). */
@Controller('developers')
export class DeveloperKeysController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly dashboards: DeveloperDashboardService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  @Get('keys')
  async list(@CurrentPrincipal('member') member: MemberPrincipal): Promise<ApiKeyList> {
    return { keys: await this.keys.list(member.userId) };
  }

  @Post('keys')
  async create(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(createApiKeyRequestSchema)) body: CreateApiKeyRequest,
  ): Promise<CreatedApiKey> {
    await this.spendChange(member);
    return this.keys.create(member.userId, body);
  }

  @Patch('keys/:id')
  async update(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id', new ApiKeyIdPipe()) id: string,
    @Body(validate(updateApiKeyRequestSchema)) body: UpdateApiKeyRequest,
  ): Promise<ApiKeySummary> {
    await this.spendChange(member);
    return this.keys.update(member.userId, id, body);
  }

  @Delete('keys/:id')
  async revoke(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id', new ApiKeyIdPipe()) id: string,
  ): Promise<ApiKeySummary> {
    await this.spendChange(member);
    return this.keys.revoke(member.userId, id);
  }

  /**
   * Public only so that a browser navigating here gets the dashboard page (the SPA answers unknown routes); a
   * fetch for JSON still needs a member.
   */
  @Public()
  @Get('dashboard')
  dashboard(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<DeveloperDashboard> {
    if (isPageNavigation(request)) throw new NotFoundException();
    if (principal.kind !== 'member') throw new AppException('AUTH_005', 'Not logged in');
    return this.dashboards.dashboard(principal.userId);
  }

  private async spendChange(member: MemberPrincipal): Promise<void> {
    assertAllowed(await this.limiter.consume(KEY_CHANGES, member.userId), 'RATE_001', 'Too many key changes');
  }
}
