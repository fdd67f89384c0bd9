import { Controller, Get, Param } from '@nestjs/common';
import { type FlagCheckResponse, flagNameSchema, type MyFeaturesResponse } from '@trivia/contracts';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { FeatureFlagsService } from './feature-flags.service';

@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  @Get('check/:flag')
  async check(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('flag', validate(flagNameSchema)) flag: string,
  ): Promise<FlagCheckResponse> {
    return { enabled: await this.flags.isEnabled(flag, member) };
  }

  @Get('my-features')
  async myFeatures(@CurrentPrincipal('member') member: MemberPrincipal): Promise<MyFeaturesResponse> {
    return { features: await this.flags.enabledFor(member) };
  }
}
