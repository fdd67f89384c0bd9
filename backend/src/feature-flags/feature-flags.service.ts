import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Role } from '@trivia/contracts';
import { EntitlementsService } from '../entitlements/entitlements.service';
import type { MemberPrincipal } from '../identity';
import { FeatureFlagEntity } from './feature-flag.entity';
import { type FlagSubject, isFlagOn } from './flag-rules';

/** What an admin may change on a flag directly; target users change one at a time (beta testers). */
export interface FlagEdit {
  enabled?: boolean;
  rolloutPercentage?: number;
  targetRoles?: Role[];
}

/** A flag as it was and as it is after an admin's change, for the audit log. */
export interface FlagChange {
  before: FeatureFlagEntity;
  after: FeatureFlagEntity;
}

@Injectable()
export class FeatureFlagsService {
  constructor(
    @InjectRepository(FeatureFlagEntity) private readonly flags: Repository<FeatureFlagEntity>,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** An unknown flag is simply off. */
  async isEnabled(name: string, member: MemberPrincipal): Promise<boolean> {
    const flag = await this.flags.findOneBy({ name });
    return flag ? isFlagOn(flag, await this.subjectOf(member)) : false;
  }

  async enabledFor(member: MemberPrincipal): Promise<string[]> {
    const [flags, subject] = await Promise.all([this.flags.find({ order: { name: 'ASC' } }), this.subjectOf(member)]);
    return flags.filter((flag) => isFlagOn(flag, subject)).map((flag) => flag.name);
  }

  /** Rules target the role users see (ADMIN, SUBSCRIBER or FREE), derived from the plan at this moment. */
  private async subjectOf(member: MemberPrincipal): Promise<FlagSubject> {
    return { id: member.userId, role: (await this.entitlements.for(member)).role };
  }

  /** Every flag, by name. */
  all(): Promise<FeatureFlagEntity[]> {
    return this.flags.find({ order: { name: 'ASC' } });
  }

  /** An admin's edit, in the caller's transaction (the audit row goes in the same one); null for an unknown flag. */
  async update(manager: EntityManager, name: string, edit: FlagEdit): Promise<FlagChange | null> {
    return this.change(manager, name, (flag) => ({
      ...flag,
      ...(edit.enabled !== undefined ? { enabled: edit.enabled } : {}),
      ...(edit.rolloutPercentage !== undefined ? { rolloutPercentage: edit.rolloutPercentage } : {}),
      ...(edit.targetRoles !== undefined ? { targetRoles: [...edit.targetRoles] } : {}),
    }));
  }

  /** Lists a user by id on the flag (a beta tester) or takes them off; null for an unknown flag. */
  async setTargetUser(
    manager: EntityManager,
    name: string,
    userId: string,
    listed: boolean,
  ): Promise<FlagChange | null> {
    return this.change(manager, name, (flag) => {
      const others = flag.targetUserIds.filter((id) => id !== userId);
      return { ...flag, targetUserIds: listed ? [...others, userId] : others };
    });
  }

  /** Read, change and write one flag with its row locked, so two admins' edits of a list never lose one. */
  private async change(
    manager: EntityManager,
    name: string,
    next: (flag: FeatureFlagEntity) => FeatureFlagEntity,
  ): Promise<FlagChange | null> {
    const repository = manager.getRepository(FeatureFlagEntity);
    const before = await repository.findOne({ where: { name }, lock: { mode: 'pessimistic_write' } });
    if (!before) return null;
    const after = await repository.save(repository.create(next({ ...before })));
    return { before, after };
  }
}
