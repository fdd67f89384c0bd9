import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountRole, User, VerticalId } from '@trivia/contracts';
import { type EntityManager, In, type Repository } from 'typeorm';
import { containsPattern } from '../common/like-pattern';
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

  /** In the caller's transaction when given its manager. */
  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return (manager ? manager.getRepository(UserEntity) : this.users).findOneBy({ id });
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

  /**
   * Gives a member another role; open sockets are told, so a role taken away stops working at once. Inside a
   * caller's transaction (`manager`) the caller announces it with `announceRoleChanged` once it commits.
   */
  async setRole(id: string, role: AccountRole, manager?: EntityManager): Promise<UserEntity> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    await repository.update({ id }, { role });
    if (!manager) await this.announceRoleChanged(id, role);
    return repository.findOneByOrFail({ id });
  }

  async announceRoleChanged(userId: string, role: AccountRole): Promise<void> {
    const event: RoleChangedEvent = { userId, role };
    await this.events.emitAsync(USER_EVENTS.roleChanged, event);
  }

  /** Disables (now) or re-enables an account; ending its sessions is the auth domain's part. */
  async setDisabled(id: string, disabled: boolean, manager?: EntityManager): Promise<UserEntity> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    await repository.update({ id }, { disabledAt: disabled ? new Date() : null });
    return repository.findOneByOrFail({ id });
  }

  async recordLogin(id: string, at = new Date()): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: at });
  }

  /**
   * A page of accounts, newest first; `search` matches a part of the e-mail or the name, in any case.
   * Locks nothing: an admin list, not a decision.
   */
  async search(search: string | undefined, page: number, pageSize: number): Promise<[UserEntity[], number]> {
    const query = this.users.createQueryBuilder('user');
    if (search) {
      query.where('(user.email ILIKE :pattern OR user.fullName ILIKE :pattern)', { pattern: containsPattern(search) });
    }
    return query
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'ASC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
  }

  findByIds(ids: readonly string[]): Promise<UserEntity[]> {
    return ids.length ? this.users.findBy({ id: In([...ids]) }) : Promise.resolve([]);
  }

  /**
   * The active admins' ids, their rows locked until the caller's transaction ends: two admins demoting each
   * other at once are then decided one after the other, so the last admin always stays.
   */
  async lockActiveAdmins(manager: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE role = 'ADMIN' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  }

  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  private async mustFind(id: string): Promise<UserEntity> {
    return this.users.findOneByOrFail({ id });
  }
}
