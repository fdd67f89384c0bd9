import type { AccountRole, ErrorCode } from '@trivia/contracts';

/** What an admin asks to change on an account. */
export type AdminUserChange = { kind: 'role'; role: AccountRole } | { kind: 'status'; disabled: boolean };

export interface AdminUserChangeFacts {
  actorId: string;
  targetId: string;
  /** Active (not disabled) admins as the transaction sees them, their rows locked. */
  activeAdminIds: readonly string[];
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** Whether the change takes an active admin away: a demotion, or disabling one. */
export function removesAnAdmin(change: AdminUserChange, targetIsActiveAdmin: boolean): boolean {
  if (!targetIsActiveAdmin) return false;
  return change.kind === 'role' ? change.role !== 'ADMIN' : change.disabled;
}

/**
 * Why an admin may not make this change, or null. Nobody takes their own rights away (another admin must), the
 * last active admin always stays, and an admin who lost the role while the request was in flight (another admin
 * demoted them a moment before) changes nothing.
 */
export function adminUserChangeRefusal(change: AdminUserChange, facts: AdminUserChangeFacts): Refusal | null {
  const targetIsActiveAdmin = facts.activeAdminIds.includes(facts.targetId);
  const removes = removesAnAdmin(change, targetIsActiveAdmin);
  const selfHarm = change.kind === 'role' ? change.role !== 'ADMIN' : change.disabled;
  if (facts.targetId === facts.actorId && selfHarm) {
    return { code: 'ADMIN_001', message: 'You cannot demote or disable your own account' };
  }
  if (removes && facts.activeAdminIds.length <= 1) {
    return { code: 'ADMIN_002', message: 'This would leave no active administrator' };
  }
  if (!facts.activeAdminIds.includes(facts.actorId)) {
    return { code: 'AUTH_010', message: 'You are no longer an administrator' };
  }
  return null;
}
