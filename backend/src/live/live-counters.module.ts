import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../infra/redis/redis.provider';
import { InProcessLiveCounters, LIVE_COUNTERS, type LiveCounters } from './live-counters';
import { RedisLiveCounters } from './redis-live-counters';

@Module({
  providers: [
    {
      provide: LIVE_COUNTERS,
      inject: [REDIS],
      useFactory: (redis: Redis | null): LiveCounters =>
        redis ? new RedisLiveCounters(redis) : new InProcessLiveCounters(),
    },
  ],
  exports: [LIVE_COUNTERS],
})
export class LiveCountersModule {}
