import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  type CsrfTokenResponse,
  type LoginRequest,
  type LoginResponse,
  type OkResponse,
  registerRequestSchema,
  type User,
  verifyEmailRequestSchema,
} from '@trivia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal, type Principal, Public } from '../identity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import type { UserEntity } from '../users/user.entity';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf/csrf.service';
import { LocalLoginGuard } from './guards/local-login.guard';
import { EmailVerificationService } from './verification/email-verification.service';

type PasswordCheckedRequest = FastifyRequest & { passwordUser: UserEntity; body: LoginRequest };

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly csrf: CsrfService,
    private readonly verification: EmailVerificationService,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Public()
  @Get('csrf-token')
  csrfToken(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): CsrfTokenResponse {
    return { csrfToken: this.csrf.issueToken(request, reply) };
  }

  @Get('me')
  me(@CurrentPrincipal('member') member: MemberPrincipal): Promise<User> {
    return this.entitlements.userView(member.user);
  }

  /** passport-local checks the e-mail and password (LocalLoginGuard); the second factor and session follow. */
  @Public()
  @UseGuards(LocalLoginGuard)
  @Post('login')
  @HttpCode(200)
  login(
    @Req() request: PasswordCheckedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentPrincipal() principal: Principal,
  ): Promise<LoginResponse> {
    const { mfaCode, useBackupCode } = request.body;
    return this.auth.completeLogin(request.passwordUser, { mfaCode, useBackupCode }, { request, reply, principal });
  }

  @Public()
  @Post('register')
  register(
    @Body(validate(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentPrincipal() principal: Principal,
  ): Promise<User> {
    return this.auth.register(body, { request, reply, principal });
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  logout(
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OkResponse> {
    return this.auth.logout(reply, principal);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(@Body(validate(verifyEmailRequestSchema)) body: { token: string }): Promise<User> {
    return this.entitlements.userView(await this.verification.verify(body.token));
  }

  @Post('resend-verification')
  @HttpCode(200)
  resendVerification(@CurrentPrincipal('member') member: MemberPrincipal): Promise<OkResponse> {
    return this.verification.resend(member.user);
  }
}
