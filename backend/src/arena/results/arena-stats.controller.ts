import { Controller, Get, Query } from '@nestjs/common';
import {
  type ArenaHistoryResponse,
  type ArenaLeaderboardResponse,
  arenaLeaderboardQuerySchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { CurrentAuth, CurrentUser, Public, type RequestAuth } from '../../common/auth.decorators';
import { validate } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../users/user.entity';
import { ArenaResultsService } from './arena-results.service';

@Controller('arena')
export class ArenaStatsController {
  constructor(private readonly results: ArenaResultsService) {}

  @Get('history')
  history(@CurrentUser() user: UserEntity): Promise<ArenaHistoryResponse> {
    return this.results.history(user.id);
  }

  @Public()
  @Get('leaderboard')
  leaderboard(
    @Query(validate(arenaLeaderboardQuerySchema)) query: z.infer<typeof arenaLeaderboardQuerySchema>,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<ArenaLeaderboardResponse> {
    return this.results.leaderboard(query.season, auth.user?.id ?? null);
  }
}
