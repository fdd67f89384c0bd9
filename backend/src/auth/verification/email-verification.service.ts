import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { MailService } from '../../mail/mail.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
const VERIFY_SUBJECT = 'Confirm your email address';

/** A fresh link at most once a minute and ten times a day per member: nobody's inbox is flooded through us. */
export const VERIFICATION_MAILS_PER_MINUTE: RateLimitPolicy = {
  name: 'verification-mail-minute',
  points: 1,
  windowSeconds: 60,
  scope: 'shared',
};
export const VERIFICATION_MAILS_PER_DAY: RateLimitPolicy = {
  name: 'verification-mail-day',
  points: 10,
  windowSeconds: 24 * 60 * 60,
  scope: 'shared',
};

/** Stateless signed links: user id, e-mail and expiry, with an HMAC; changing the e-mail voids old links. */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  createToken(user: Pick<UserEntity, 'id' | 'email'>, nowMs = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ u: user.id, e: user.email, x: nowMs + LINK_LIFETIME_MS })).toString(
      'base64url',
    );
    return `${payload}.${this.sign(payload)}`;
  }

  /** The first link, at sign-up: it counts as this minute's mail, so "resend" straight away is refused. */
  async sendLink(user: UserEntity): Promise<void> {
    await this.limiter.consume(VERIFICATION_MAILS_PER_MINUTE, user.id);
    await this.deliver(user);
  }

  private async deliver(user: UserEntity): Promise<void> {
    const link = `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(this.createToken(user))}`;
    await this.mail.send({
      to: user.email,
      subject: VERIFY_SUBJECT,
      text: [
        `Hello ${user.fullName},`,
        '',
        'Please confirm your email address by opening this link:',
        link,
        '',
        'The link works for 48 hours. If you did not create an account, you can ignore this email.',
      ].join('\n'),
    });
  }

  /** Sends a fresh link unless the address is verified or the member has asked too often. */
  async resend(user: UserEntity): Promise<{ ok: true }> {
    if (user.emailVerifiedAt) return { ok: true };
    assertAllowed(
      await this.limiter.consume(VERIFICATION_MAILS_PER_MINUTE, user.id),
      'RATE_001',
      'A verification email was sent less than a minute ago',
    );
    assertAllowed(
      await this.limiter.consume(VERIFICATION_MAILS_PER_DAY, user.id),
      'RATE_001',
      'You have asked for many verification emails today',
    );
    await this.deliver(user);
    return { ok: true };
  }

  async verify(token: string): Promise<UserEntity> {
    const claims = this.readToken(token);
    const user = claims ? await this.users.findById(claims.u) : null;
    if (!claims || !user || user.email !== claims.e)
      throw new AppException('AUTH_009', 'Invalid or expired verification link');
    if (!user.emailVerifiedAt) return this.users.markEmailVerified(user.id);
    return user;
  }

  private readToken(token: string): { u: string; e: string; x: number } | null {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        u: string;
        e: string;
        x: number;
      };
      return typeof claims.x === 'number' && claims.x > Date.now() ? claims : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', `${this.config.sessionSecret}:email-verification`).update(payload).digest('base64url');
  }
}
