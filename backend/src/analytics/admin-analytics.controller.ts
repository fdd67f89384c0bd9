import { Controller, Get, Query } from '@nestjs/common';
import { type AnalyticsReport, analyticsReportQuerySchema } from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { Roles } from '../identity';
import { AnalyticsReportService } from './analytics-report.service';

/** /admin/analytics: the figures of the last 7, 30 or 90 days, for admins only. */
@Controller('admin/analytics')
@Roles('ADMIN')
export class AdminAnalyticsController {
  constructor(private readonly reports: AnalyticsReportService) {}

  @Get()
  report(
    @Query(validate(analyticsReportQuerySchema)) query: z.output<typeof analyticsReportQuerySchema>,
  ): Promise<AnalyticsReport> {
    return this.reports.report(query.days);
  }
}
