import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { LoginFailureEntity } from './login-failure.entity';

export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Counts failed logins over a sliding hour, per account and per IP. A lock lifts by itself as failures age
 * out of the window, so nobody can lock a victim out for longer than an hour of their own failures.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  async assertAllowed(accountKey: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS);
    const byAccount = await this.failures.countBy({ accountKey, createdAt: MoreThan(since) });
    if (byAccount >= this.config.loginMaxFailuresPerAccount) {
      throw new AppException('AUTH_002', 'Account temporarily locked after too many failed attempts');
    }
    const byIp = await this.failures.countBy({ ip, createdAt: MoreThan(since) });
    if (byIp >= this.config.loginMaxFailuresPerIp) {
      throw new AppException('AUTH_002', 'Too many failed attempts from this network');
    }
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await this.failures.insert({ accountKey, ip });
  }

  /** Forgets failures older than the window: they no longer count, so the table stays an hour deep. */
  async sweep(): Promise<void> {
    await this.failures
      .createQueryBuilder()
      .delete()
      .where('created_at < :cutoff', { cutoff: new Date(Date.now() - FAILURE_WINDOW_MS) })
      .execute();
  }
}
