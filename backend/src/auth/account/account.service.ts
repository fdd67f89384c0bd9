import { Injectable } from '@nestjs/common';
import type { OkResponse, User } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { AppException } from '../../common/app-exception';
import type { UserEntity } from '../../users/user.entity';
import { toUserDto, UsersService } from '../../users/users.service';
import { PasswordHasher } from '../password/password-hasher';
import { SessionService } from '../session/session.service';

/** A logged-in user's own account: profile, password and deletion. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  async updateProfile(user: UserEntity, input: { fullName: string; businessName?: string | null }): Promise<User> {
    return toUserDto(await this.users.updateProfile(user.id, input.fullName, input.businessName));
  }

  /** A new password ends every other session and rotates this one. */
  async changePassword(
    user: UserEntity,
    input: { currentPassword: string; newPassword: string },
    reply: FastifyReply,
    sessionIdHash: string | null,
  ): Promise<OkResponse> {
    await this.assertPassword(user, input.currentPassword, 'currentPassword');
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(input.newPassword));
    await this.sessions.endAllForUser(user.id);
    await this.sessions.start(reply, user.id, sessionIdHash);
    return { ok: true };
  }

  async deleteAccount(
    user: UserEntity,
    password: string,
    reply: FastifyReply,
    sessionIdHash: string | null,
  ): Promise<OkResponse> {
    await this.assertPassword(user, password, 'password');
    await this.sessions.endAllForUser(user.id);
    await this.users.delete(user.id);
    await this.sessions.end(reply, sessionIdHash);
    return { ok: true };
  }

  /** A wrong password here is a mistake in a form field, not a failed login: the form shows it on the field. */
  private async assertPassword(user: UserEntity, password: string, field: string): Promise<void> {
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      const message = field === 'currentPassword' ? 'Current password is incorrect' : 'Password is incorrect';
      throw new AppException('VAL_001', message, [{ path: field, message }]);
    }
  }
}
