import { Body, Controller, Delete, HttpCode, Patch, Post, Res } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  type OkResponse,
  updateProfileRequestSchema,
  type User,
} from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../../identity';
import { AccountService } from './account.service';

@Controller('user')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('profile')
  updateProfile(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(updateProfileRequestSchema)) body: z.output<typeof updateProfileRequestSchema>,
  ): Promise<User> {
    return this.account.updateProfile(member, body);
  }

  @Post('password')
  @HttpCode(200)
  changePassword(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(changePasswordRequestSchema)) body: z.output<typeof changePasswordRequestSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    return this.account.changePassword(member, body, reply);
  }

  @Delete('account')
  deleteAccount(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(deleteAccountRequestSchema)) body: z.output<typeof deleteAccountRequestSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    return this.account.deleteAccount(member, body.password, reply);
  }
}
