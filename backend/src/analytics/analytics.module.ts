import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AnalyticsEventEntity } from './analytics-event.entity';
import { AnalyticsFeedController } from './analytics-feed.controller';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsRetentionService } from './analytics-retention.service';
import { AnalyticsService } from './analytics.service';
import { AuthAnalyticsListener } from './auth-analytics.listener';

/**
 * First-party analytics (issue 16 §2): events the server sees, the browser's consented feed, the admins' report,
 * and the nightly deletion of events past their retention. Other domains record through AnalyticsService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEventEntity])],
  controllers: [AnalyticsFeedController, AdminAnalyticsController],
  providers: [AnalyticsService, AnalyticsReportService, AnalyticsRetentionService, AuthAnalyticsListener],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
