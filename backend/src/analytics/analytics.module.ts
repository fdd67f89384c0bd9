import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsEventEntity } from './analytics-event.entity';
import { AnalyticsService } from './analytics.service';
import { AuthAnalyticsListener } from './auth-analytics.listener';

@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEventEntity])],
  providers: [AnalyticsService, AuthAnalyticsListener],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
