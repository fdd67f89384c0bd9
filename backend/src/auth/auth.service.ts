import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { LoginResponse, SignupSource, User } from '@trivia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../common/app-exception';
import type { Principal } from '../identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import type { UserEntity } from '../users/user.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { UsersService } from '../users/users.service';
import { AUTH_EVENTS, type LoggedOutEvent, type SignedInEvent } from './auth.events';
import { MfaService } from './mfa/mfa.service';
import { PasswordHasher } from './password/password-hasher';
import { SessionService } from './session/session.service';
import { LoginThrottleService } from './throttle/login-throttle.service';
import { EmailVerificationService } from './verification/email-verification.service';

export interface SessionContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Who the browser was before: a session ends when a new one starts, a guest's progress moves over. */
  principal: Principal;
}

export interface SecondFactor {
  mfaCode?: string;
  useBackupCode?: boolean;
}

export interface RegisterInput {
  email: string;
  password: string;
  fullName: string;
  businessName?: string;
  /** The form the account was made through, when not the site's own (the developer portal). */
  source?: SignupSource;
}

@Injectable()
export class AuthService {
  /** Sign-ups per source and hour: a classroom signing up together fits, a script making accounts does not. */
  private readonly registrations: RateLimitPolicy;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly mfa: MfaService,
    private readonly verification: EmailVerificationService,
    private readonly events: EventEmitter2,
    private readonly entitlements: EntitlementsService,
  ) {
    this.registrations = {
      name: 'register',
      points: config.registrationsPerHour,
      windowSeconds: 3600,
      scope: 'shared',
    };
  }

  /** The password is already checked (passport-local); this is the second factor and the new session. */
  async completeLogin(user: UserEntity, factor: SecondFactor, context: SessionContext): Promise<LoginResponse> {
    // Only after the right password: a stranger learns nothing about the account from this answer.
    if (user.disabledAt) throw new AppException('AUTH_011', 'This account has been disabled');
    if (user.mfaEnabled) {
      if (!factor.mfaCode) return { requiresMfa: true };
      if (!(await this.mfa.consumeCode(user, factor.mfaCode, factor.useBackupCode === true))) {
        await this.throttle.secondFactorFailed(user, context.request);
        throw new AppException('AUTH_007', 'Invalid MFA code');
      }
    }
    await this.startSession(user, context);
    await this.throttle.succeeded(user, context.request, context.reply);
    const event: SignedInEvent = { user, previous: context.principal, mfa: user.mfaEnabled };
    await this.events.emitAsync(AUTH_EVENTS.loggedIn, event);
    return this.entitlements.userView(user);
  }

  async register(input: RegisterInput, context: SessionContext): Promise<User> {
    assertAllowed(
      await this.limiter.consume(this.registrations, context.request.ip),
      'RATE_001',
      'Too many accounts made from this network',
    );
    const user = await this.users.create({
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      fullName: input.fullName,
      businessName: input.businessName || null,
    });
    if (!user) throw new AppException('AUTH_003', 'Email already exists');
    await this.startSession(user, context);
    await this.verification.sendLink(user);
    const event: SignedInEvent = {
      user,
      previous: context.principal,
      business: Boolean(input.businessName),
      source: input.source,
    };
    await this.events.emitAsync(AUTH_EVENTS.registered, event);
    return this.entitlements.userView(user);
  }

  async logout(reply: FastifyReply, principal: Principal): Promise<{ ok: true }> {
    if (principal.kind !== 'member') {
      await this.sessions.end(reply, null);
      return { ok: true };
    }
    await this.sessions.end(reply, principal.sessionIdHash);
    const event: LoggedOutEvent = { userId: principal.userId, sessionIdHash: principal.sessionIdHash };
    await this.events.emitAsync(AUTH_EVENTS.loggedOut, event);
    return { ok: true };
  }

  /** A new session id at every login (the old one ends), so a planted cookie is worth nothing. */
  private async startSession(user: UserEntity, context: SessionContext): Promise<void> {
    const previous = context.principal.kind === 'member' ? context.principal.sessionIdHash : null;
    await this.sessions.start(context.reply, user.id, previous);
  }
}
