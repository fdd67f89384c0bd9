import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  type CsrfTokenResponse,
  loginRequestSchema,
  type LoginResponse,
  type OkResponse,
  registerRequestSchema,
  type User,
  verifyEmailRequestSchema,
} from '@trivia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentAuth, CurrentUser, Public, type RequestAuth } from '../common/auth.decorators';
import { validate } from '../common/zod-validation.pipe';
import { guestKeyFrom } from '../daily-quiz/player-identity';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/users.service';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf/csrf.service';
import { EmailVerificationService } from './verification/email-verification.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly csrf: CsrfService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Public()
  @Get('csrf-token')
  csrfToken(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): CsrfTokenResponse {
    return { csrfToken: this.csrf.issueToken(request, reply) };
  }

  @Get('me')
  me(@CurrentUser() user: UserEntity): User {
    return toUserDto(user);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Body(validate(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<LoginResponse> {
    return this.auth.login(body, {
      reply,
      ip: request.ip,
      previousIdHash: auth.sessionIdHash,
      guestKey: guestKeyFrom(request),
    });
  }

  @Public()
  @Post('register')
  register(
    @Body(validate(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<User> {
    return this.auth.register(body, {
      reply,
      ip: request.ip,
      previousIdHash: auth.sessionIdHash,
      guestKey: guestKeyFrom(request),
    });
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  logout(@Res({ passthrough: true }) reply: FastifyReply, @CurrentAuth() auth: RequestAuth): Promise<OkResponse> {
    return this.auth.logout(reply, auth.sessionIdHash);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(@Body(validate(verifyEmailRequestSchema)) body: { token: string }): Promise<User> {
    return toUserDto(await this.verification.verify(body.token));
  }

  @Post('resend-verification')
  @HttpCode(200)
  resendVerification(@CurrentUser() user: UserEntity): Promise<OkResponse> {
    return this.verification.resend(user);
  }
}
