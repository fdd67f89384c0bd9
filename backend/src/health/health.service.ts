import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DependencyState, HealthResponse } from '@trivia/contracts';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '../infra/redis/redis.provider';

/** Each check gets this long: a load balancer's probe must get an answer well within its own timeout. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

/** Up when `check` settles in time; down when it fails or hangs (a partition, a pool waiting to connect). */
async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const checked = check().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** Every dependency checked at once; a proxy takes the node out of rotation while one is down. */
  async check(timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthResponse> {
    const redis = this.redis;
    const [database, redisState] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1'), timeoutMs),
      redis ? probe(() => redis.ping(), timeoutMs) : Promise.resolve(null),
    ]);
    const dependencies = { database, ...(redisState ? { redis: redisState } : {}) };
    const allUp = Object.values(dependencies).every((state) => state === 'up');
    return { status: allUp ? 'ok' : 'degraded', dependencies };
  }
}
