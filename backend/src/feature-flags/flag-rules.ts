import { createHash } from 'node:crypto';
import type { Role } from '@trivia/contracts';

export interface FlagRule {
  name: string;
  enabled: boolean;
  rolloutPercentage: number;
  targetRoles: readonly Role[];
  targetUserIds: readonly string[];
}

export interface FlagSubject {
  id: string;
  /** The derived role (from the plan), not the stored ADMIN/MEMBER: rules can target subscribers and free users. */
  role: Role;
}

/** A stable bucket 0-99 per flag and user, so a rollout grows without flipping anyone back. */
export function rolloutBucket(flagName: string, userId: string): number {
  return createHash('sha256').update(`${flagName}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** Off when the master switch is off; otherwise on for listed users, listed roles, or the rollout share. */
export function isFlagOn(rule: FlagRule, subject: FlagSubject): boolean {
  if (!rule.enabled) return false;
  if (rule.targetUserIds.includes(subject.id)) return true;
  if (rule.targetRoles.includes(subject.role)) return true;
  return rolloutBucket(rule.name, subject.id) < rule.rolloutPercentage;
}
