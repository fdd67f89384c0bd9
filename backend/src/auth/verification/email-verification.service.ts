import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { MailService } from '../../mail/mail.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
const RESEND_INTERVAL_MS = 60 * 1000;
const VERIFY_SUBJECT = 'Confirm your email address';

/** Stateless signed links: user id, e-mail and expiry, with an HMAC; changing the e-mail voids old links. */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  createToken(user: Pick<UserEntity, 'id' | 'email'>, nowMs = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ u: user.id, e: user.email, x: nowMs + LINK_LIFETIME_MS })).toString(
      'base64url',
    );
    return `${payload}.${this.sign(payload)}`;
  }

  async sendLink(user: UserEntity): Promise<void> {
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

  /** Sends a fresh link unless the address is verified or a link went out in the last minute. */
  async resend(user: UserEntity): Promise<{ ok: true }> {
    if (user.emailVerifiedAt) return { ok: true };
    const last = await this.mail.lastSentAt(user.email, VERIFY_SUBJECT);
    if (last && Date.now() - last.getTime() < RESEND_INTERVAL_MS) {
      throw new AppException('RATE_001', 'A verification email was sent less than a minute ago');
    }
    await this.sendLink(user);
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
