import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { OkResponse, User } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import type { MemberPrincipal } from '../../identity';
import { EntitlementsService } from '../../entitlements/entitlements.service';
import { UsersService } from '../../users/users.service';
import { AUTH_EVENTS, type SessionsEndedEvent } from '../auth.events';
import { PasswordHasher } from '../password/password-hasher';
import { PasswordRecheckService } from '../password/password-recheck.service';
import { SessionService } from '../session/session.service';

/** A logged-in member's own account: profile, password and deletion. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly recheck: PasswordRecheckService,
    private readonly sessions: SessionService,
    private readonly events: EventEmitter2,
    private readonly entitlements: EntitlementsService,
  ) {}

  async updateProfile(
    member: MemberPrincipal,
    input: { fullName: string; businessName?: string | null },
  ): Promise<User> {
    return this.entitlements.userView(
      await this.users.updateProfile(member.userId, input.fullName, input.businessName),
    );
  }

  /** A new password ends every session (open sockets included) and starts a fresh one here. */
  async changePassword(
    member: MemberPrincipal,
    input: { currentPassword: string; newPassword: string },
    reply: FastifyReply,
  ): Promise<OkResponse> {
    await this.recheck.assert(member.user, input.currentPassword, 'currentPassword');
    await this.users.updatePasswordHash(member.userId, await this.hasher.hash(input.newPassword));
    await this.sessions.endAllForUser(member.userId);
    await this.sessions.start(reply, member.userId, member.sessionIdHash);
    await this.ended(member.userId, 'password-changed');
    return { ok: true };
  }

  async deleteAccount(member: MemberPrincipal, password: string, reply: FastifyReply): Promise<OkResponse> {
    await this.recheck.assert(member.user, password, 'password');
    await this.sessions.endAllForUser(member.userId);
    await this.users.delete(member.userId);
    await this.sessions.end(reply, member.sessionIdHash);
    await this.ended(member.userId, 'account-deleted');
    return { ok: true };
  }

  private async ended(userId: string, reason: SessionsEndedEvent['reason']): Promise<void> {
    const event: SessionsEndedEvent = { userId, reason };
    await this.events.emitAsync(AUTH_EVENTS.sessionsEnded, event);
  }
}
