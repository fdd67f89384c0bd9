import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AttemptState,
  type DailyQuizKind,
  dailyQuizKindSchema,
  type DailyQuizStats,
  type LeaderboardResponse,
  leaderboardQuerySchema,
  type QuizHistoryResponse,
  startAttemptRequestSchema,
  type SubmitAnswerRequest,
  submitAnswerRequestSchema,
  type SubmitAnswerResponse,
  ukDate,
} from '@trivia/contracts';
import { z } from 'zod';
import { Public } from '../common/auth.decorators';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPlayer } from './current-player.decorator';
import { DailyAttemptsService } from './daily-attempts.service';
import { DailyPlayersService } from './daily-players.service';
import { DailyRanksService } from './daily-ranks.service';
import type { Player } from './player-identity';

const attemptId = validate(z.uuid({ message: 'Unknown attempt' }));
const kind = validate(dailyQuizKindSchema);

/** The daily quizzes need no login: guests play under an anonymous player cookie. */
@Public()
@Controller('daily-quiz')
export class DailyQuizController {
  constructor(
    private readonly attempts: DailyAttemptsService,
    private readonly players: DailyPlayersService,
    private readonly ranks: DailyRanksService,
  ) {}

  @Get('stats')
  stats(): Promise<DailyQuizStats> {
    return this.players.stats(Date.now());
  }

  @Post(':kind/start')
  @HttpCode(200)
  start(
    @Param('kind', kind) quizKind: DailyQuizKind,
    @Body(validate(startAttemptRequestSchema.optional())) body: { date?: string } | undefined,
    @CurrentPlayer() player: Player,
  ): Promise<AttemptState> {
    return this.attempts.start(quizKind, body?.date, player);
  }

  @Get('attempts/:id')
  attempt(@Param('id', attemptId) id: string, @CurrentPlayer() player: Player): Promise<AttemptState> {
    return this.attempts.get(id, player);
  }

  @Post('attempts/:id/answer')
  @HttpCode(200)
  answer(
    @Param('id', attemptId) id: string,
    @Body(validate(submitAnswerRequestSchema)) body: SubmitAnswerRequest,
    @CurrentPlayer() player: Player,
  ): Promise<SubmitAnswerResponse> {
    return this.attempts.answer(id, player, body);
  }

  @Get('leaderboard')
  leaderboard(
    @Query(validate(leaderboardQuerySchema)) query: z.infer<typeof leaderboardQuerySchema>,
    @CurrentPlayer() player: Player,
  ): Promise<LeaderboardResponse> {
    return this.ranks.leaderboard(query.kind, query.date ?? ukDate(new Date()), player.key);
  }

  @Get('history')
  history(): Promise<QuizHistoryResponse> {
    return this.ranks.history(ukDate(new Date()));
  }
}
