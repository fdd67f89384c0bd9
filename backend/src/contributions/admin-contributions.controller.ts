import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  adminContributionsQuerySchema,
  type AdminContributionPage,
  approveContributionRequestSchema,
  type Contribution,
  rejectContributionRequestSchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { type AdminActor, CurrentAdmin } from '../admin';
import { validate } from '../common/zod-validation.pipe';
import { Roles } from '../identity';
import { ContributionIdPipe } from './contribution-id.pipe';
import { ContributionModerationService } from './contribution-moderation.service';

/** The moderation queue in /admin. */
@Controller('admin/contributions')
@Roles('ADMIN')
export class AdminContributionsController {
  constructor(private readonly moderation: ContributionModerationService) {}

  @Get()
  list(
    @Query(validate(adminContributionsQuerySchema)) query: z.output<typeof adminContributionsQuerySchema>,
  ): Promise<AdminContributionPage> {
    return this.moderation.list(query.status, query.page);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @CurrentAdmin() actor: AdminActor,
    @Param('id', ContributionIdPipe) id: string,
    @Body(validate(approveContributionRequestSchema)) body: z.output<typeof approveContributionRequestSchema>,
  ): Promise<Contribution> {
    return this.moderation.approve(actor, id, body.edits);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentAdmin() actor: AdminActor,
    @Param('id', ContributionIdPipe) id: string,
    @Body(validate(rejectContributionRequestSchema)) body: z.output<typeof rejectContributionRequestSchema>,
  ): Promise<Contribution> {
    return this.moderation.reject(actor, id, body.reason);
  }
}
