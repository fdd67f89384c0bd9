import { Body, Controller, Delete, Get, Param, Patch, Put, Query } from '@nestjs/common';
import {
  type AdminFlag,
  type AdminFlagsResponse,
  betaTestersQuerySchema,
  type BetaTestersResponse,
  flagNameSchema,
  updateFlagRequestSchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { Roles } from '../../identity';
import { type AdminActor, CurrentAdmin } from '../admin-actor';
import { AdminUserIdPipe } from '../admin-id.pipe';
import { AdminFlagsService } from './admin-flags.service';

@Controller('admin')
@Roles('ADMIN')
export class AdminFlagsController {
  constructor(private readonly flags: AdminFlagsService) {}

  @Get('flags')
  list(): Promise<AdminFlagsResponse> {
    return this.flags.list();
  }

  @Patch('flags/:name')
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param('name', validate(flagNameSchema)) name: string,
    @Body(validate(updateFlagRequestSchema)) body: z.output<typeof updateFlagRequestSchema>,
  ): Promise<AdminFlag> {
    return this.flags.update(actor, name, body);
  }

  @Get('beta-testers')
  betaTesters(
    @Query(validate(betaTestersQuerySchema)) query: z.output<typeof betaTestersQuerySchema>,
  ): Promise<BetaTestersResponse> {
    return this.flags.betaTesters(query.q);
  }

  @Put('beta-testers/:userId/features/:name')
  grant(
    @CurrentAdmin() actor: AdminActor,
    @Param('userId', AdminUserIdPipe) userId: string,
    @Param('name', validate(flagNameSchema)) name: string,
  ): Promise<BetaTestersResponse> {
    return this.flags.setBetaAccess(actor, userId, name, true);
  }

  @Delete('beta-testers/:userId/features/:name')
  revoke(
    @CurrentAdmin() actor: AdminActor,
    @Param('userId', AdminUserIdPipe) userId: string,
    @Param('name', validate(flagNameSchema)) name: string,
  ): Promise<BetaTestersResponse> {
    return this.flags.setBetaAccess(actor, userId, name, false);
  }
}
