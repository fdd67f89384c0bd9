import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { VerticalsController } from './verticals.controller';
import { VerticalsService } from './verticals.service';

@Module({
  imports: [UsersModule, AnalyticsModule],
  controllers: [VerticalsController],
  providers: [VerticalsService],
})
export class VerticalsModule {}
