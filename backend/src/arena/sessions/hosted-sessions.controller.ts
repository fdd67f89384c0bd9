import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { arenaPinSchema, createHostedSessionRequestSchema, type HostedSessionResponse } from '@trivia/contracts';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../../identity';
import { HostedSessionsService } from './hosted-sessions.service';
import type { HostedSessionRequest } from './hosted-settings';

/** Host-led sessions: members open them, and come back to their presenter view from any device. */
@Controller('arena/sessions')
export class HostedSessionsController {
  constructor(private readonly sessions: HostedSessionsService) {}

  @Post()
  create(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(createHostedSessionRequestSchema)) body: HostedSessionRequest,
  ): Promise<HostedSessionResponse> {
    return this.sessions.create(member, body);
  }

  @Get(':pin/host')
  forHost(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('pin', validate(arenaPinSchema)) pin: string,
  ): Promise<HostedSessionResponse> {
    return this.sessions.forHost(member, pin);
  }
}
