import { Injectable } from '@nestjs/common';
import type { AdminFlag, AdminFlagsResponse, BetaTestersResponse } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { FeatureFlagEntity } from '../../feature-flags/feature-flag.entity';
import { FeatureFlagsService, type FlagChange, type FlagEdit } from '../../feature-flags/feature-flags.service';
import { UsersService } from '../../users/users.service';
import type { AdminActor } from '../admin-actor';
import { AdminAuditService } from '../audit/admin-audit.service';
import { betaTesters, listedUserIds } from './beta-testers';

/** The fields of a flag an audit row summarises (target users change one at a time, and are named there). */
const summary = (flag: FeatureFlagEntity) => ({
  enabled: flag.enabled,
  rolloutPercentage: flag.rolloutPercentage,
  targetRoles: [...flag.targetRoles],
});

const sameSummary = (change: FlagChange) =>
  JSON.stringify(summary(change.before)) === JSON.stringify(summary(change.after));

function toAdminFlag(flag: FeatureFlagEntity): AdminFlag {
  return {
    name: flag.name,
    description: flag.description,
    ...summary(flag),
    targetUserCount: flag.targetUserIds.length,
    updatedAt: flag.updatedAt.toISOString(),
  };
}

/** Feature flags and beta testers for admins; every change is audited in its own transaction. */
@Injectable()
export class AdminFlagsService {
  constructor(
    private readonly flags: FeatureFlagsService,
    private readonly users: UsersService,
    private readonly audit: AdminAuditService,
  ) {}

  async list(): Promise<AdminFlagsResponse> {
    return { flags: (await this.flags.all()).map(toAdminFlag) };
  }

  async update(actor: AdminActor, name: string, edit: FlagEdit): Promise<AdminFlag> {
    const flag = await this.audit.audited(actor, async (manager) => {
      const change = await this.flags.update(manager, name, edit);
      if (!change) throw new AppException('RES_001', 'No such feature flag');
      const audit = sameSummary(change)
        ? null
        : {
            action: 'flag.updated' as const,
            target: { type: 'flag' as const, id: name, label: name },
            before: summary(change.before),
            after: summary(change.after),
          };
      return { result: change.after, audit };
    });
    return toAdminFlag(flag);
  }

  /** Every tester (a user some flag lists by id), optionally those whose e-mail contains `q`. */
  async betaTesters(q?: string): Promise<BetaTestersResponse> {
    const flags = await this.flags.all();
    const accounts = await this.users.findByIds(listedUserIds(flags));
    const needle = q?.toLowerCase();
    const testers = betaTesters(flags, accounts).filter((t) => !needle || t.email.includes(needle));
    return {
      flags: flags.map((flag) => ({ name: flag.name, description: flag.description, enabled: flag.enabled })),
      testers,
    };
  }

  /** Lists the user on the flag (granted) or takes them off (revoked); a no-op writes no audit row. */
  async setBetaAccess(actor: AdminActor, userId: string, name: string, granted: boolean): Promise<BetaTestersResponse> {
    await this.audit.audited(actor, async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw new AppException('RES_001', 'No such user');
      const change = await this.flags.setTargetUser(manager, name, userId, granted);
      if (!change) throw new AppException('RES_001', 'No such feature flag');
      const was = change.before.targetUserIds.includes(userId);
      const audit =
        was === granted
          ? null
          : {
              action: granted ? ('beta.granted' as const) : ('beta.revoked' as const),
              target: { type: 'user' as const, id: user.id, label: user.email },
              before: { flag: name, listed: was },
              after: { flag: name, listed: granted },
            };
      return { result: null, audit };
    });
    return this.betaTesters();
  }
}
