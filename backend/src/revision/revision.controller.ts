import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  type PracticeState,
  revisionLevelSchema,
  type RevisionSample,
  type RevisionSetsResponse,
  revisionSubjectSchema,
  startPracticeRequestSchema,
  type SubmitPracticeAnswerRequest,
  submitPracticeAnswerRequestSchema,
  type SubmitPracticeAnswerResponse,
} from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, PlayersService, type Principal, Public } from '../identity';
import { PracticeService } from './practice.service';
import { RevisionSetsService } from './revision-sets.service';

const attemptId = validate(z.uuid({ message: 'Unknown practice quiz' }));

/** Revision sets and practice quizzes need no login: guests play under the anonymous player cookie. */
@Public()
@Controller('revision')
export class RevisionController {
  constructor(
    private readonly sets: RevisionSetsService,
    private readonly practice: PracticeService,
    private readonly players: PlayersService,
  ) {}

  @Get('sets')
  list(): RevisionSetsResponse {
    return this.sets.list();
  }

  @Get('sets/:subject/:level/sample')
  sample(
    @Param('subject', validate(revisionSubjectSchema)) subject: z.infer<typeof revisionSubjectSchema>,
    @Param('level', validate(revisionLevelSchema)) level: z.infer<typeof revisionLevelSchema>,
  ): RevisionSample {
    return this.sets.sample({ subject, level });
  }

  @Post('practice')
  start(
    @Body(validate(startPracticeRequestSchema)) body: z.output<typeof startPracticeRequestSchema>,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PracticeState> {
    return this.practice.start(body, this.players.playerFor(principal, reply));
  }

  @Get('practice/:id')
  attempt(@Param('id', attemptId) id: string, @CurrentPrincipal() principal: Principal): Promise<PracticeState> {
    return this.practice.get(id, principal.playerKey);
  }

  @Post('practice/:id/answer')
  @HttpCode(200)
  answer(
    @Param('id', attemptId) id: string,
    @Body(validate(submitPracticeAnswerRequestSchema)) body: SubmitPracticeAnswerRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubmitPracticeAnswerResponse> {
    return this.practice.answer(id, principal.playerKey, body);
  }
}
