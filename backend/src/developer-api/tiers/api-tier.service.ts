import { Injectable } from '@nestjs/common';
import { API_TIERS, type ApiTier, effectiveApiTierId } from '@trivia/contracts';
import { SubscriptionsService } from '../../billing/subscriptions/subscriptions.service';

/**
 * Which developer API tier an account is on: its API subscription's tier while that gives access (paid up, or
 * cancelled but within the paid period), otherwise API Free. Read per request, so an upgrade or a lapse applies
 * to the very next call.
 */
@Injectable()
export class ApiTierService {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async tierOf(userId: string, now = Date.now()): Promise<ApiTier> {
    const subscription = await this.subscriptions.current(userId, 'api');
    const facts = subscription && {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd?.getTime() ?? null,
      planId: subscription.planId,
    };
    return API_TIERS[effectiveApiTierId(facts, now)];
  }
}
