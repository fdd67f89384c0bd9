import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../../analytics/analytics.module';
import { DocsController } from './docs.controller';
import { DocsViewsService } from './docs-views.service';

/** The developer API's reference: the OpenAPI document and the count of docs views (issue 15 §3). */
@Module({
  imports: [AnalyticsModule],
  controllers: [DocsController],
  providers: [DocsViewsService],
})
export class DocsModule {}
