import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type Contribution, type ContributionCheck, contributionRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { ContributionIdPipe } from './contribution-id.pipe';
import { ContributionsService } from './contributions.service';

type ContributionBody = z.output<typeof contributionRequestSchema>;

/** A signed-in member's contributions to the public bank. */
@Controller('contributions')
export class ContributionsController {
  constructor(private readonly contributions: ContributionsService) {}

  /** QC as the member types: what to fix on each field; stores nothing. */
  @Post('check')
  @HttpCode(200)
  check(@Body(validate(contributionRequestSchema)) body: ContributionBody): ContributionCheck {
    return this.contributions.check(body);
  }

  @Post()
  submit(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(contributionRequestSchema)) body: ContributionBody,
  ): Promise<Contribution> {
    return this.contributions.submit(member, body);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  withdraw(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id', ContributionIdPipe) id: string,
  ): Promise<Contribution> {
    return this.contributions.withdraw(member, id);
  }

  @Get('mine')
  mine(@CurrentPrincipal('member') member: MemberPrincipal): Promise<Contribution[]> {
    return this.contributions.mine(member);
  }
}
