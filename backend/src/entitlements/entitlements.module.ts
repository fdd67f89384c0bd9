import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { EntitlementsController } from './entitlements.controller';
import { EntitlementsService } from './entitlements.service';
import { QuotaLedger } from './quota-ledger';
import { RequiresFeatureGuard } from './requires-feature.guard';

/**
 * Plans and quotas: what each caller may do and how much is left this month, from the plan catalogue (contracts)
 * and the caller's subscription (billing). Import it to use EntitlementsService or @RequiresFeature.
 */
@Module({
  imports: [BillingModule],
  controllers: [EntitlementsController],
  providers: [EntitlementsService, QuotaLedger, RequiresFeatureGuard],
  exports: [EntitlementsService, RequiresFeatureGuard],
})
export class EntitlementsModule {}
