import { Controller, Get, Query } from '@nestjs/common';
import {
  type ArenaHistoryResponse,
  type ArenaLeaderboardResponse,
  arenaLeaderboardQuerySchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, isMember, type MemberPrincipal, type Principal, Public } from '../../identity';
import { ArenaResultsService } from './arena-results.service';

@Controller('arena')
export class ArenaStatsController {
  constructor(private readonly results: ArenaResultsService) {}

  @Get('history')
  history(@CurrentPrincipal('member') member: MemberPrincipal): Promise<ArenaHistoryResponse> {
    return this.results.history(member.userId);
  }

  @Public()
  @Get('leaderboard')
  leaderboard(
    @Query(validate(arenaLeaderboardQuerySchema)) query: z.infer<typeof arenaLeaderboardQuerySchema>,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ArenaLeaderboardResponse> {
    return this.results.leaderboard(query.season, isMember(principal) ? principal.userId : null);
  }
}
