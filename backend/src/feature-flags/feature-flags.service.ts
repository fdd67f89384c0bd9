import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FeatureFlagEntity } from './feature-flag.entity';
import { type FlagSubject, isFlagOn } from './flag-rules';

@Injectable()
export class FeatureFlagsService {
  constructor(@InjectRepository(FeatureFlagEntity) private readonly flags: Repository<FeatureFlagEntity>) {}

  /** An unknown flag is simply off. */
  async isEnabled(name: string, subject: FlagSubject): Promise<boolean> {
    const flag = await this.flags.findOneBy({ name });
    return flag ? isFlagOn(flag, subject) : false;
  }

  async enabledFor(subject: FlagSubject): Promise<string[]> {
    const flags = await this.flags.find({ order: { name: 'ASC' } });
    return flags.filter((flag) => isFlagOn(flag, subject)).map((flag) => flag.name);
  }
}
