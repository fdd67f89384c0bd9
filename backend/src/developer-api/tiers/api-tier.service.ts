import { Injectable } from '@nestjs/common';
import { API_TIERS, type ApiTier, effectiveApiTierId } from '@trivia/contracts';
import { type CurrentSubscriptionFacts, SubscriptionsService } from '../../billing/subscriptions/subscriptions.service';

/**
 * Which developer API tier an account is on: its API subscription's tier while that gives access (paid up, or
 * cancelled but within the paid period), otherwise API Free. Read per request, so an upgrade or a lapse applies
 * to the very next call.
 */
@Injectable()
export class ApiTierService {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async tierOf(userId: string, now = Date.now()): Promise<ApiTier> {
    return tierFrom(await this.subscriptions.currentFacts(userId, 'api'), now);
  }
}

/** The tier an account's current API subscription gives (API Free without one, or once it no longer gives access). */
export function tierFrom(subscription: CurrentSubscriptionFacts | null, now = Date.now()): ApiTier {
  return API_TIERS[effectiveApiTierId(subscription, now)];
}
