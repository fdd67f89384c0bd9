import { Injectable } from '@nestjs/common';
import { type PlanFeature, planIdSchema, type User } from '@trivia/contracts';
import { SubscriptionsService } from '../billing/subscriptions/subscriptions.service';
import { isMember, type Principal } from '../identity';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/users.service';
import { Entitlements } from './entitlements';
import { planStanding, type PlanStanding, type SubscriptionOnRecord } from './plan-standing';
import { QuotaLedger } from './quota-ledger';

/**
 * The only place that answers "may this person do X, and how much is left". Nothing is cached between calls:
 * each reads the current subscription, so a webhook's change applies to the very next request.
 */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly ledger: QuotaLedger,
  ) {}

  /** ADMIN → staff grants; a member → their effective plan's; a guest → the free plan's. */
  async for(principal: Principal): Promise<Entitlements> {
    const userId = isMember(principal) ? principal.userId : null;
    const standing = isMember(principal) ? await this.standingOf(principal.user) : planStanding(null, null, Date.now());
    return new Entitlements(standing, { userId, ledger: this.ledger, now: () => new Date() });
  }

  /** For services and socket handlers: throws DL_001 "Subscription required" unless the plan includes `feature`. */
  async require(principal: Principal, feature: PlanFeature): Promise<void> {
    (await this.for(principal)).require(feature);
  }

  /** The User API's view of an account: its stored fields plus role, premium flag and plan derived from the plan. */
  async userView(user: UserEntity): Promise<User> {
    const { role, isPremium, planId } = await this.standingOf(user);
    return toUserDto(user, { role, isPremium, planId });
  }

  private async standingOf(user: Pick<UserEntity, 'id' | 'role'>): Promise<PlanStanding> {
    const subscription = await this.subscriptions.current(user.id);
    // The site line only: an API tier (the other product line) never grants site features.
    const sitePlan = planIdSchema.safeParse(subscription?.planId);
    const onRecord: SubscriptionOnRecord | null =
      subscription && sitePlan.success
        ? {
            status: subscription.status,
            planId: sitePlan.data,
            currentPeriodEnd: subscription.currentPeriodEnd?.getTime() ?? null,
          }
        : null;
    return planStanding(user.role, onRecord, Date.now());
  }
}
