import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  type TrackVerticalRequest,
  trackVerticalRequestSchema,
  type VerticalPreferenceResponse,
} from '@trivia/contracts';
import { CurrentUser } from '../common/auth.decorators';
import { validate } from '../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { VerticalsService } from './verticals.service';

@Controller('user')
export class VerticalsController {
  constructor(private readonly verticals: VerticalsService) {}

  @Get('vertical-preference')
  preference(@CurrentUser() user: UserEntity): VerticalPreferenceResponse {
    return this.verticals.preference(user);
  }

  @Post('track-vertical')
  @HttpCode(200)
  track(
    @CurrentUser() user: UserEntity,
    @Body(validate(trackVerticalRequestSchema)) body: TrackVerticalRequest,
  ): Promise<VerticalPreferenceResponse> {
    return this.verticals.track(user, body);
  }

  @Delete('vertical-preference')
  clear(@CurrentUser() user: UserEntity): Promise<VerticalPreferenceResponse> {
    return this.verticals.clear(user);
  }
}
