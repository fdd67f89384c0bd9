import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type AnalyticsBatchParsed, type AnalyticsBatchReceipt, analyticsBatchSchema } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, isMember, type Principal, Public } from '../identity';
import { AnalyticsService } from './analytics.service';

/**
 * The browser's analytics feed. It keeps the CSRF token every cookie-borne mutation needs: the batch is tied to
 * whoever's cookies arrive with it (a member's account), so another site must not be able to post in their name.
 * The browser sends with fetch keepalive (which can carry the header) rather than sendBeacon (which cannot).
 */
@Controller('analytics')
export class AnalyticsFeedController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Public()
  @Post('events')
  @HttpCode(202)
  ingest(
    @Body(validate(analyticsBatchSchema)) body: AnalyticsBatchParsed,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AnalyticsBatchReceipt> {
    return this.analytics.recordBatch(body, { userId: isMember(principal) ? principal.userId : null, ip: request.ip });
  }
}
