import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config';
import { databaseOptions, type DatabaseTarget } from './database/database-options';
import { runMigrationsExclusively } from './database/run-migrations';
import { createRedisClient, REDIS } from './redis/redis.provider';

/** Config, database and Redis for every module: the only place the runtime's outside world is wired. */
@Global()
@Module({})
export class InfraModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    return {
      module: InfraModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => databaseOptions(database),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await runMigrationsExclusively(dataSource, database.poolSize > 1);
            return dataSource;
          },
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: REDIS, useFactory: () => createRedisClient(config.redisUrl, config.redisKeyPrefix) },
      ],
      exports: [APP_CONFIG, REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
