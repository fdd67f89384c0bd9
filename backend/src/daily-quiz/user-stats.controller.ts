import { Controller, Get } from '@nestjs/common';
import type { UserStatsResponse } from '@trivia/contracts';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { UserStatsService } from './user-stats.service';

@Controller('users')
export class UserStatsController {
  constructor(private readonly stats: UserStatsService) {}

  @Get('stats')
  forMe(@CurrentPrincipal('member') member: MemberPrincipal): Promise<UserStatsResponse> {
    return this.stats.forUser(member.userId);
  }
}
