import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, PlayersService, type Principal, Public } from '../identity';
import { DailyAttemptsService } from './daily-attempts.service';
import { DailyPlayersService } from './daily-players.service';
import { DailyRanksService } from './daily-ranks.service';

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
    private readonly playersOf: PlayersService,
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
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttemptState> {
    return this.attempts.start(quizKind, body?.date, this.playersOf.playerFor(principal, reply), request.ip);
  }

  @Get('attempts/:id')
  attempt(@Param('id', attemptId) id: string, @CurrentPrincipal() principal: Principal): Promise<AttemptState> {
    return this.attempts.get(id, principal.playerKey);
  }

  @Post('attempts/:id/answer')
  @HttpCode(200)
  answer(
    @Param('id', attemptId) id: string,
    @Body(validate(submitAnswerRequestSchema)) body: SubmitAnswerRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubmitAnswerResponse> {
    return this.attempts.answer(id, principal.playerKey, body);
  }

  @Get('leaderboard')
  leaderboard(
    @Query(validate(leaderboardQuerySchema)) query: z.infer<typeof leaderboardQuerySchema>,
    @CurrentPrincipal() principal: Principal,
  ): Promise<LeaderboardResponse> {
    return this.ranks.leaderboard(query.kind, query.date ?? ukDate(new Date()), principal.playerKey);
  }

  @Get('history')
  history(): Promise<QuizHistoryResponse> {
    return this.ranks.history(ukDate(new Date()));
  }
}
