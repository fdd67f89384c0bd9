import { Injectable } from '@nestjs/common';
import type { LoginResponse, User } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { AnalyticsService } from '../analytics/analytics.service';
import { AppException } from '../common/app-exception';
import { GuestProgressService } from '../daily-quiz/guest-progress.service';
import { toUserDto, UsersService } from '../users/users.service';
import { MfaService } from './mfa/mfa.service';
import { PasswordHasher } from './password/password-hasher';
import { SessionService } from './session/session.service';
import { LoginThrottleService } from './throttle/login-throttle.service';
import { EmailVerificationService } from './verification/email-verification.service';

export interface SessionContext {
  reply: FastifyReply;
  ip: string;
  /** The session the request came with, ended when a new one starts. */
  previousIdHash: string | null;
  /** The guest player id the browser carries: its daily quiz results move to the account. */
  guestKey: string | null;
}

export interface LoginInput {
  email: string;
  password: string;
  mfaCode?: string;
  useBackupCode?: boolean;
}

export interface RegisterInput {
  email: string;
  password: string;
  fullName: string;
  businessName?: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly mfa: MfaService,
    private readonly verification: EmailVerificationService,
    private readonly analytics: AnalyticsService,
    private readonly guestProgress: GuestProgressService,
  ) {}

  async login(input: LoginInput, context: SessionContext): Promise<LoginResponse> {
    await this.throttle.assertAllowed(input.email, context.ip);
    const user = await this.users.findByEmail(input.email);
    const passwordOk = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyAgainstNothing(input.password);
    if (!user || !passwordOk) {
      await this.throttle.recordFailure(input.email, context.ip);
      throw new AppException('AUTH_001', 'Invalid credentials');
    }
    if (user.mfaEnabled) {
      if (!input.mfaCode) return { requiresMfa: true };
      if (!(await this.mfa.consumeCode(user, input.mfaCode, input.useBackupCode === true))) {
        await this.throttle.recordFailure(input.email, context.ip);
        throw new AppException('AUTH_007', 'Invalid MFA code');
      }
    }
    await this.sessions.start(context.reply, user.id, context.previousIdHash);
    await this.guestProgress.claim(context.guestKey, user.id);
    await this.analytics.record('login', user.id, { mfa: user.mfaEnabled });
    return toUserDto(user);
  }

  async register(input: RegisterInput, context: SessionContext): Promise<User> {
    const user = await this.users.create({
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      fullName: input.fullName,
      businessName: input.businessName || null,
    });
    if (!user) throw new AppException('AUTH_003', 'Email already exists');
    await this.sessions.start(context.reply, user.id, context.previousIdHash);
    await this.guestProgress.claim(context.guestKey, user.id);
    await this.verification.sendLink(user);
    await this.analytics.record('sign_up', user.id, { business: Boolean(input.businessName) });
    return toUserDto(user);
  }

  async logout(reply: FastifyReply, idHash: string | null): Promise<{ ok: true }> {
    await this.sessions.end(reply, idHash);
    return { ok: true };
  }
}
