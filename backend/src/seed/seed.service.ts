import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth';
import { DemoSubscriptionsService } from '../billing/demo/demo-subscriptions.service';
import { FeatureFlagEntity } from '../feature-flags/feature-flag.entity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { UsersService } from '../users/users.service';
import { DEMO_ACCOUNTS, SEEDED_FLAGS } from './demo-accounts';

/** Idempotent seeds: run on every start, they add what is missing and change nothing that exists. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly demoSubscriptions: DemoSubscriptionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedFlags();
    if (this.config.seedDemoData) {
      await this.seedDemoAccounts();
      await this.seedDemoSubscriptions();
    }
  }

  /** Bought through the payment provider like any plan; a provider that is down only delays it to the next start. */
  private async seedDemoSubscriptions(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      const user = account.plan ? await this.users.findByEmail(account.email) : null;
      if (!user || !account.plan) continue;
      try {
        await this.demoSubscriptions.ensure(user, account.plan);
      } catch (error) {
        this.logger.warn(`Demo subscription for ${account.email} not made: ${(error as Error).message}`);
      }
    }
  }

  private async seedFlags(): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(FeatureFlagEntity)
      .values(SEEDED_FLAGS.map((flag) => ({ ...flag, targetUserIds: [] })))
      .orIgnore()
      .execute();
  }

  private async seedDemoAccounts(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      if (await this.users.findByEmail(account.email)) continue;
      await this.users.create({
        email: account.email,
        passwordHash: await this.hasher.hash(account.password),
        fullName: account.fullName,
        role: account.role,
        emailVerifiedAt: new Date(),
      });
      this.logger.log(`Seeded demo account ${account.email}`);
    }
  }
}
