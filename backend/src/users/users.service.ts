import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountRole, User, VerticalId } from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { UserEntity } from './user.entity';
import { type RoleChangedEvent, USER_EVENTS } from './users.events';

export interface NewUser {
  email: string;
  passwordHash: string;
  fullName: string;
  businessName?: string | null;
  role?: AccountRole;
  emailVerifiedAt?: Date | null;
}

/** What the User API shows about the plan: derived from the subscription by EntitlementsService, never stored. */
export type PlanFacts = Pick<User, 'role' | 'isPremium' | 'planId'>;

export function toUserDto(user: UserEntity, plan: PlanFacts): User {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    businessName: user.businessName,
    role: plan.role,
    isPremium: plan.isPremium,
    planId: plan.planId,
    emailVerified: user.emailVerifiedAt !== null,
    mfaEnabled: user.mfaEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Users' records; rules about passwords, sessions and MFA live in the auth domain. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly events: EventEmitter2,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  /** Inserts a user; answers null when the e-mail is taken (the unique index decides, so races are safe). */
  async create(input: NewUser): Promise<UserEntity | null> {
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({ ...input, email: input.email.toLowerCase() })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    return id ? this.findById(id) : null;
  }

  async updateProfile(id: string, fullName: string, businessName: string | null | undefined): Promise<UserEntity> {
    await this.users.update(
      { id },
      { fullName, ...(businessName !== undefined ? { businessName: businessName || null } : {}) },
    );
    return this.mustFind(id);
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async markEmailVerified(id: string): Promise<UserEntity> {
    await this.users.update({ id }, { emailVerifiedAt: new Date() });
    return this.mustFind(id);
  }

  async setPreferredVertical(id: string, vertical: VerticalId | null): Promise<void> {
    await this.users.update({ id }, { preferredVertical: vertical });
  }

  /** Gives a member another role; open sockets are told, so a role taken away stops working at once. */
  async setRole(id: string, role: AccountRole): Promise<UserEntity> {
    await this.users.update({ id }, { role });
    const event: RoleChangedEvent = { userId: id, role };
    await this.events.emitAsync(USER_EVENTS.roleChanged, event);
    return this.mustFind(id);
  }

  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  private async mustFind(id: string): Promise<UserEntity> {
    return this.users.findOneByOrFail({ id });
  }
}
