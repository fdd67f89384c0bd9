import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  type TrackVerticalRequest,
  trackVerticalRequestSchema,
  type VerticalPreferenceResponse,
} from '@trivia/contracts';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { VerticalsService } from './verticals.service';

@Controller('user')
export class VerticalsController {
  constructor(private readonly verticals: VerticalsService) {}

  @Get('vertical-preference')
  preference(@CurrentPrincipal('member') member: MemberPrincipal): VerticalPreferenceResponse {
    return this.verticals.preference(member.user);
  }

  @Post('track-vertical')
  @HttpCode(200)
  track(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(trackVerticalRequestSchema)) body: TrackVerticalRequest,
  ): Promise<VerticalPreferenceResponse> {
    return this.verticals.track(member.user, body);
  }

  @Delete('vertical-preference')
  clear(@CurrentPrincipal('member') member: MemberPrincipal): Promise<VerticalPreferenceResponse> {
    return this.verticals.clear(member.user);
  }
}
