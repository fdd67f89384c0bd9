import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../../analytics/analytics.module';
import { BillingModule } from '../../billing/billing.module';
import { ApiTierService } from '../tiers/api-tier.service';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyStrategy } from './api-key.strategy';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeysService } from './api-keys.service';
import { ApiLimitsService } from './api-limits.service';
import { ApiUsageDayEntity } from './api-usage-day.entity';
import { ApiUsageService } from './api-usage.service';
import { DeveloperDashboardService } from './developer-dashboard.service';
import { DeveloperKeysController } from './developer-keys.controller';
import { V1MeController } from './v1-me.controller';
import { V1PreflightController } from './v1-preflight.controller';

/**
 * Developer API keys (issue 15 §1): members' keys and dashboard, the 'api-key' passport strategy and the
 * @ApiKeyAuth guard (limits, CORS, usage) that every /v1 controller uses, `GET /v1/me` and the /v1 preflight.
 * A module with /v1 routes imports this one.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ApiKeyEntity, ApiUsageDayEntity]),
    PassportModule,
    BillingModule,
    AnalyticsModule,
  ],
  controllers: [DeveloperKeysController, V1MeController, V1PreflightController],
  providers: [
    ApiTierService,
    ApiKeysService,
    ApiKeyStrategy,
    ApiLimitsService,
    ApiUsageService,
    ApiKeyGuard,
    DeveloperDashboardService,
  ],
  exports: [ApiTierService, ApiKeysService, ApiLimitsService, ApiUsageService, ApiKeyGuard],
})
export class DeveloperKeysModule {}
