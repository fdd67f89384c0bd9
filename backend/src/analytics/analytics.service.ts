import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ANALYTICS_RATE, type AnalyticsBatchParsed, type AnalyticsBatchReceipt } from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { AnalyticsEventEntity } from './analytics-event.entity';
import { browserEventRow, serverEventRow } from './analytics-rows';

/** Batches from one browser (its visitor id, or the member, or its address when it has neither). */
export const ANALYTICS_BATCHES_PER_VISITOR: RateLimitPolicy = {
  name: 'analytics-visitor-minute',
  points: ANALYTICS_RATE.batchesPerVisitorPerMinute,
  windowSeconds: 60,
  scope: 'shared',
};

/** Batches from one network address: a shared office sends many, a script inventing visitor ids is still held. */
export const ANALYTICS_BATCHES_PER_IP: RateLimitPolicy = {
  name: 'analytics-ip-minute',
  points: ANALYTICS_RATE.batchesPerIpPerMinute,
  windowSeconds: 60,
  scope: 'shared',
};

export interface BatchSender {
  userId: string | null;
  /** Used for the per-address budget only: addresses are never stored. */
  ip: string;
}

/** First-party analytics events, kept in our own database. */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(AnalyticsEventEntity) private readonly events: Repository<AnalyticsEventEntity>,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** An event the server saw itself; its value (spec section 9) is `properties.value` or worked out here. */
  async record(name: string, userId: string | null, properties: Record<string, unknown> = {}): Promise<void> {
    // jsonb columns take any JSON value; TypeORM's deep-partial type cannot express that.
    await this.events.insert(serverEventRow(name, userId, properties) as never);
  }

  /** A browser's batch (sent only after consent): budgets first, then every event in one insert. */
  async recordBatch(batch: AnalyticsBatchParsed, sender: BatchSender): Promise<AnalyticsBatchReceipt> {
    const what = 'Too many analytics batches';
    assertAllowed(await this.limiter.consume(ANALYTICS_BATCHES_PER_IP, sender.ip), 'RATE_001', what);
    const visitorKey = batch.visitorId ?? (sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`);
    assertAllowed(await this.limiter.consume(ANALYTICS_BATCHES_PER_VISITOR, visitorKey), 'RATE_001', what);
    const who = { userId: sender.userId, visitorId: batch.visitorId ?? null };
    await this.events.insert(batch.events.map((event) => browserEventRow(event, who)) as never);
    return { accepted: batch.events.length };
  }
}
