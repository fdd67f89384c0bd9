import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { type AccountRole, type AdminUser, type AdminUserPage, planLabel } from '@trivia/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { AUTH_EVENTS, type SessionsEndedEvent } from '../../auth/auth.events';
import { SessionService } from '../../auth/session/session.service';
import { EntitlementsService } from '../../entitlements/entitlements.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import type { AdminActor } from '../admin-actor';
import { AdminAuditService } from '../audit/admin-audit.service';
import { type AdminUserChange, adminUserChangeRefusal } from './admin-user-rules';

interface ChangedUser {
  user: UserEntity;
  changed: boolean;
}

/** Admins' view of accounts: search, role and disabling, each change audited with it. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly entitlements: EntitlementsService,
    private readonly sessions: SessionService,
    private readonly audit: AdminAuditService,
    private readonly events: EventEmitter2,
  ) {}

  async search(query: { q?: string; page: number; pageSize: number }): Promise<AdminUserPage> {
    const [rows, total] = await this.users.search(query.q || undefined, query.page, query.pageSize);
    const items = await Promise.all(rows.map((row) => this.view(row)));
    return { items, page: query.page, pageSize: query.pageSize, total };
  }

  /** Open sockets are closed once the new role is committed, so a role taken away stops working at once. */
  async setRole(actor: AdminActor, userId: string, role: AccountRole): Promise<AdminUser> {
    const { user, changed } = await this.change(actor, userId, { kind: 'role', role }, async (target, manager) => {
      if (target.role === role) return null;
      await this.users.setRole(userId, role, manager);
      return { action: 'user.role-changed', before: { role: target.role }, after: { role } };
    });
    if (changed) await this.users.announceRoleChanged(userId, role);
    return this.view(user);
  }

  /** Disabling ends every session of the account (open sockets too) once it is committed. */
  async setDisabled(actor: AdminActor, userId: string, disabled: boolean): Promise<AdminUser> {
    const change: AdminUserChange = { kind: 'status', disabled };
    const { user, changed } = await this.change(actor, userId, change, async (target, manager) => {
      if ((target.disabledAt !== null) === disabled) return null;
      await this.users.setDisabled(userId, disabled, manager);
      return {
        action: disabled ? 'user.disabled' : 'user.enabled',
        before: { disabled: !disabled },
        after: { disabled },
      };
    });
    if (changed && disabled) {
      await this.sessions.endAllForUser(userId);
      const event: SessionsEndedEvent = { userId, reason: 'account-disabled' };
      await this.events.emitAsync(AUTH_EVENTS.sessionsEnded, event);
    }
    return this.view(user);
  }

  /**
   * One account change in a transaction with the active admins locked: the rules are checked against what the
   * transaction sees, `apply` changes the row (or answers null for a no-op), and its audit row is written with it.
   */
  private change(
    actor: AdminActor,
    userId: string,
    change: AdminUserChange,
    apply: (
      target: UserEntity,
      manager: EntityManager,
    ) => Promise<{
      action: 'user.role-changed' | 'user.disabled' | 'user.enabled';
      before: object;
      after: object;
    } | null>,
  ): Promise<ChangedUser> {
    return this.audit.audited(actor, async (manager) => {
      const activeAdminIds = await this.users.lockActiveAdmins(manager);
      const target = await this.users.findById(userId, manager);
      if (!target) throw new AppException('RES_001', 'No such user');
      const refusal = adminUserChangeRefusal(change, { actorId: actor.id, targetId: userId, activeAdminIds });
      if (refusal) throw new AppException(refusal.code, refusal.message);
      const applied = await apply(target, manager);
      const user = applied ? ((await this.users.findById(userId, manager)) ?? target) : target;
      const audit = applied && {
        action: applied.action,
        target: { type: 'user' as const, id: target.id, label: target.email },
        before: { ...applied.before },
        after: { ...applied.after },
      };
      return { result: { user, changed: applied !== null }, audit };
    });
  }

  private async view(user: UserEntity): Promise<AdminUser> {
    const plan = await this.entitlements.userView(user);
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      planId: plan.planId,
      planLabel: planLabel(plan),
      disabled: user.disabledAt !== null,
      disabledAt: user.disabledAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    };
  }
}
