import { Controller, Get, Param } from '@nestjs/common';
import { type FlagCheckResponse, flagNameSchema, type MyFeaturesResponse } from '@trivia/contracts';
import { CurrentUser } from '../common/auth.decorators';
import { validate } from '../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { FeatureFlagsService } from './feature-flags.service';

@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  @Get('check/:flag')
  async check(
    @CurrentUser() user: UserEntity,
    @Param('flag', validate(flagNameSchema)) flag: string,
  ): Promise<FlagCheckResponse> {
    return { enabled: await this.flags.isEnabled(flag, user) };
  }

  @Get('my-features')
  async myFeatures(@CurrentUser() user: UserEntity): Promise<MyFeaturesResponse> {
    return { features: await this.flags.enabledFor(user) };
  }
}
