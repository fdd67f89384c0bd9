import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { PasswordHasher } from '../password/password-hasher';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, issueDeviceToken, readDeviceToken } from './device-cookie';
import { loginBackoffMs } from './login-backoff';

const HOUR = 60 * 60;

/** Failures of one source (IP) at one e-mail: they set the growing back-off. */
const PAIR_FAILURES: RateLimitPolicy = {
  name: 'login-failures',
  points: 100_000,
  windowSeconds: HOUR,
  scope: 'shared',
};
/** Never consumed: a source waiting out its back-off is blocked here. */
const PAIR_BACKOFF: RateLimitPolicy = { name: 'login-backoff', points: 1, windowSeconds: 1, scope: 'shared' };
/** A trusted browser's own failures; past these it is trusted no more (for the hour). */
const DEVICE_FAILURES: RateLimitPolicy = { name: 'login-device', points: 10, windowSeconds: HOUR, scope: 'shared' };

interface Attempt {
  email: string;
  ip: string;
  /** The trusted browser's nonce, when it carries a valid device cookie for this account. */
  device: string | null;
}

/**
 * Login throttling that nobody can turn against the owner (OWASP's device cookies): failures count per e-mail
 * and source with a growing back-off, per e-mail across untrusted sources, and per source across e-mails. A
 * browser the owner has logged in on before answers only for its own failures.
 */
@Injectable()
export class LoginThrottleService {
  private readonly emailFailures: RateLimitPolicy;
  private readonly ipFailures: RateLimitPolicy;
  private readonly deviceSecret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {
    const points = (n: number) => ({ points: n, windowSeconds: HOUR, scope: 'shared' as const });
    this.emailFailures = { name: 'login-email', ...points(config.loginMaxFailuresPerAccount) };
    this.ipFailures = { name: 'login-ip', ...points(config.loginMaxFailuresPerIp) };
    this.deviceSecret = `${config.sessionSecret}:device-cookie`;
  }

  /** The first factor: the user when the password is right; AUTH_002 while this source must wait, AUTH_001 if wrong. */
  async checkPassword(email: string, password: string, request: FastifyRequest): Promise<UserEntity> {
    const user = await this.users.findByEmail(email);
    const attempt = await this.attemptOf(email, request, user);
    await this.assertMayTry(attempt);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstNothing(password);
    if (!user || !ok) {
      await this.recordFailure(attempt);
      throw new AppException('AUTH_001', 'Invalid credentials');
    }
    return user;
  }

  /** A wrong second factor counts like a wrong password. */
  async secondFactorFailed(user: UserEntity, request: FastifyRequest): Promise<void> {
    await this.recordFailure(await this.attemptOf(user.email, request, user));
  }

  /** After a full login: this browser is trusted from now on, and its source starts afresh. */
  async succeeded(user: UserEntity, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.limiter.reset(PAIR_FAILURES, pairKey(user.email, request.ip));
    await this.limiter.reset(PAIR_BACKOFF, pairKey(user.email, request.ip));
    if (readDeviceToken(this.deviceSecret, request.cookies[DEVICE_COOKIE])?.userId === user.id) return;
    reply.setCookie(DEVICE_COOKIE, issueDeviceToken(this.deviceSecret, user.id), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.secureCookies,
      expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * HOUR * 1000),
    });
  }

  private async attemptOf(email: string, request: FastifyRequest, user: UserEntity | null): Promise<Attempt> {
    const token = readDeviceToken(this.deviceSecret, request.cookies[DEVICE_COOKIE]);
    const trusted =
      token !== null && user !== null && token.userId === user.id
        ? (await this.limiter.peek(DEVICE_FAILURES, token.nonce)).allowed
        : false;
    return { email: email.toLowerCase(), ip: request.ip, device: trusted ? token!.nonce : null };
  }

  private async assertMayTry(attempt: Attempt): Promise<void> {
    if (attempt.device) return;
    const key = pairKey(attempt.email, attempt.ip);
    assertAllowed(await this.limiter.peek(PAIR_BACKOFF, key), 'AUTH_002', 'Too many failed sign-in attempts');
    assertAllowed(
      await this.limiter.peek(this.emailFailures, attempt.email),
      'AUTH_002',
      'This account is locked for sign-ins from new devices after too many failed attempts (a browser you have signed in on before still works)',
    );
    assertAllowed(
      await this.limiter.peek(this.ipFailures, attempt.ip),
      'AUTH_002',
      'Too many failed sign-in attempts from this network',
    );
  }

  private async recordFailure(attempt: Attempt): Promise<void> {
    if (attempt.device) {
      await this.limiter.consume(DEVICE_FAILURES, attempt.device);
      return;
    }
    const key = pairKey(attempt.email, attempt.ip);
    const pair = await this.limiter.consume(PAIR_FAILURES, key);
    const backoff = loginBackoffMs(PAIR_FAILURES.points - pair.remaining);
    if (backoff > 0) await this.limiter.block(PAIR_BACKOFF, key, backoff);
    await this.limiter.consume(this.emailFailures, attempt.email);
    await this.limiter.consume(this.ipFailures, attempt.ip);
  }
}

const pairKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;
