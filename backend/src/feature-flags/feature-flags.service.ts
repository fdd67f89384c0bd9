import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EntitlementsService } from '../entitlements/entitlements.service';
import type { MemberPrincipal } from '../identity';
import { FeatureFlagEntity } from './feature-flag.entity';
import { type FlagSubject, isFlagOn } from './flag-rules';

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
}
