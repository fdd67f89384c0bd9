import { Controller, Get } from '@nestjs/common';
import type { UserStatsResponse } from '@trivia/contracts';
import { CurrentUser } from '../common/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { UserStatsService } from './user-stats.service';

@Controller('users')
export class UserStatsController {
  constructor(private readonly stats: UserStatsService) {}

  @Get('stats')
  forMe(@CurrentUser() user: UserEntity): Promise<UserStatsResponse> {
    return this.stats.forUser(user.id);
  }
}
