import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config';
import { SECRET_BOX, SecretBox } from './crypto/secret-box';
import { databaseOptions, type DatabaseTarget } from './database/database-options';
import { runMigrationsExclusively } from './database/run-migrations';
import { FlexibleRateLimiter } from './rate-limit/flexible-rate-limiter';
import { RATE_LIMITER } from './rate-limit/rate-limiter';
import { createRedisClient, REDIS } from './redis/redis.provider';

/** Config, database and Redis for every module: the only place the runtime's outside world is wired. */
@Global()
@Module({})
export class InfraModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    const box = new SecretBox(config.dataEncryptionKey);
    return {
      module: InfraModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => databaseOptions(database, box),
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
        { provide: RATE_LIMITER, inject: [REDIS], useFactory: (redis: Redis | null) => new FlexibleRateLimiter(redis) },
      ],
      exports: [APP_CONFIG, REDIS, RATE_LIMITER, SECRET_BOX],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
