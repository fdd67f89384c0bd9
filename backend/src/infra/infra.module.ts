import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config';
import { SECRET_BOX, SecretBox } from './crypto/secret-box';
import { databaseOptions, type DatabaseTarget } from './database/database-options';
import { runMigrationsExclusively } from './database/run-migrations';
import { JOB_QUEUE, type JobQueue } from './jobs/job-queue';
import { createJobQueue } from './jobs/job-queue.provider';
import { FlexibleRateLimiter } from './rate-limit/flexible-rate-limiter';
import { RATE_LIMITER } from './rate-limit/rate-limiter';
import { createRedisClient, LIMITER_REDIS, REDIS } from './redis/redis.provider';
import { FILE_STORAGE } from './storage/file-storage';
import { createFileStorage } from './storage/file-storage.provider';

/** Config, database, Redis, jobs and files for every module: the only place the outside world is wired. */
@Global()
@Module({})
export class InfraModule implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(LIMITER_REDIS) private readonly limiterRedis: Redis | null,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    const box = new SecretBox(config.dataEncryptionKey);
    return {
      module: InfraModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => databaseOptions(database, box, config.databaseTimeouts),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await runMigrationsExclusively(dataSource, database.poolSize > 1);
            return dataSource;
          },
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECRET_BOX, useValue: box },
        { provide: REDIS, useFactory: () => createRedisClient(config.redisUrl, config.redisKeyPrefix) },
        {
          provide: LIMITER_REDIS,
          useFactory: () => createRedisClient(config.redisUrl, config.redisKeyPrefix, { autoPipelining: true }),
        },
        {
          provide: RATE_LIMITER,
          inject: [LIMITER_REDIS],
          useFactory: (redis: Redis | null) => new FlexibleRateLimiter(redis),
        },
        { provide: JOB_QUEUE, useFactory: () => createJobQueue(config) },
        { provide: FILE_STORAGE, useFactory: () => createFileStorage(config.storage) },
      ],
      exports: [APP_CONFIG, REDIS, RATE_LIMITER, SECRET_BOX, JOB_QUEUE, FILE_STORAGE],
    };
  }

  /** Before any module lets go of the database or SMTP: running jobs still need them to finish. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.redis, this.limiterRedis].map((client) => client?.quit().catch(() => undefined)));
  }
}
