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
import { CurrentAuth, CurrentUser, type RequestAuth } from '../../common/auth.decorators';
import { validate } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../users/user.entity';
import { AccountService } from './account.service';

@Controller('user')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('profile')
  updateProfile(
    @CurrentUser() user: UserEntity,
    @Body(validate(updateProfileRequestSchema)) body: z.output<typeof updateProfileRequestSchema>,
  ): Promise<User> {
    return this.account.updateProfile(user, body);
  }

  @Post('password')
  @HttpCode(200)
  changePassword(
    @CurrentAuth() auth: RequestAuth,
    @Body(validate(changePasswordRequestSchema)) body: z.output<typeof changePasswordRequestSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    return this.account.changePassword(auth.user as UserEntity, body, reply, auth.sessionIdHash);
  }

  @Delete('account')
  deleteAccount(
    @CurrentAuth() auth: RequestAuth,
    @Body(validate(deleteAccountRequestSchema)) body: z.output<typeof deleteAccountRequestSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    return this.account.deleteAccount(auth.user as UserEntity, body.password, reply, auth.sessionIdHash);
  }
}
