import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AnalyticsEventEntity } from './analytics-event.entity';

/** First-party analytics events, kept in our own database. */
@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(AnalyticsEventEntity) private readonly events: Repository<AnalyticsEventEntity>) {}

  async record(name: string, userId: string | null, properties: Record<string, unknown> = {}): Promise<void> {
    // jsonb columns take any JSON value; TypeORM's deep-partial type cannot express that.
    await this.events.insert({ name, userId, properties: properties as never });
  }
}
