import {
  type EntitlementsView,
  type PlanFeature,
  type PlanId,
  QUOTA_KINDS,
  type QuotaKind,
  type QuotaUsage,
  type Role,
} from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import type { PlanStanding } from './plan-standing';
import { quotaMonth, quotaResetsAt, resetDateLabel } from './quota-period';
import type { LedgerDatabase, QuotaLedger } from './quota-ledger';

/** The refusal for a feature or quota the plan does not include (DL_001, with View Plans on the client). */
export const subscriptionRequired = () => new AppException('DL_001', 'Subscription required');

const QUOTA_NOUNS: Record<QuotaKind, string> = { packDownloads: 'pack downloads', customQuizzes: 'custom quizzes' };
const QUOTA_REFUSALS = { packDownloads: 'DL_003', customQuizzes: 'QUIZ_001' } as const;

/** A quota used up: what is used of the limit, none left, and the day more arrive. */
const usedUp = (kind: QuotaKind, used: number, limit: number, resetsAt: Date) =>
  new AppException(
    QUOTA_REFUSALS[kind],
    `You have used ${used} of ${limit} ${QUOTA_NOUNS[kind]} this month. More on ${resetDateLabel(resetsAt)}.`,
  );

/** One taken: the month it counts in (for a release), and what is left. */
export type ConsumedQuota = QuotaUsage & { month: string };

/** What a quota operation needs beside the plan: whose counter, the counters, and the time. */
export interface QuotaAccount {
  userId: string | null;
  ledger: QuotaLedger;
  now: () => Date;
}

/**
 * What one caller may do and how much is left, answered from their plan standing (read for this request only, so
 * a webhook's change applies to the next request). Quota counts are read from the database on every call.
 */
export class Entitlements {
  constructor(
    private readonly standing: PlanStanding,
    private readonly quota: QuotaAccount,
  ) {}

  /** The role as users and feature-flag rules see it: ADMIN, SUBSCRIBER (a paid plan with access) or FREE. */
  get role(): Role {
    return this.standing.role;
  }
  get planId(): PlanId {
    return this.standing.planId;
  }
  get label(): PlanStanding['label'] {
    return this.standing.label;
  }
  get premium(): boolean {
    return this.standing.isPremium;
  }
  get status(): PlanStanding['status'] {
    return this.standing.status;
  }
  get paymentOverdue(): boolean {
    return this.standing.paymentOverdue;
  }
  get features(): readonly PlanFeature[] {
    return this.standing.grants.features;
  }
  /** The most players an Arena room this caller hosts may hold. */
  get arenaRoomPlayers(): number {
    return this.standing.grants.arenaRoomPlayers;
  }

  can(feature: PlanFeature): boolean {
    return this.standing.grants.features.includes(feature);
  }

  /** Throws DL_001 "Subscription required" unless the plan includes `feature`: for services and socket handlers. */
  require(feature: PlanFeature): void {
    if (!this.can(feature)) throw subscriptionRequired();
  }

  /** A room of `maxPlayers` is refused on its field when the plan hosts fewer, never quietly made smaller. */
  requireRoomFor(maxPlayers: number): void {
    if (maxPlayers <= this.arenaRoomPlayers) return;
    const message = `Your plan hosts rooms of up to ${this.arenaRoomPlayers.toLocaleString('en-GB')} players. Upgrade for bigger rooms.`;
    throw new AppException('VAL_001', 'Invalid request', [{ path: 'maxPlayers', message }]);
  }

  /** Each quota this month: the limit, how many are used and left, and when the count goes back to 0. */
  async usage(): Promise<Record<QuotaKind, QuotaUsage>> {
    const now = this.quota.now();
    const { userId, ledger } = this.quota;
    const used = userId ? await ledger.used(userId, quotaMonth(now)) : {};
    const resetsAt = quotaResetsAt(now).toISOString();
    const entry = (kind: QuotaKind): [QuotaKind, QuotaUsage] => {
      const limit = this.standing.grants.quotas[kind];
      const count = used[kind] ?? 0;
      return [kind, { limit, used: count, left: Math.max(0, limit - count), resetsAt }];
    };
    return Object.fromEntries(QUOTA_KINDS.map(entry)) as Record<QuotaKind, QuotaUsage>;
  }

  /** The GET /api/entitlements answer. */
  async view(): Promise<EntitlementsView> {
    const { planId, planName, label, isPremium, status, paymentOverdue, grants } = this.standing;
    return {
      planId,
      planName,
      label,
      premium: isPremium,
      status,
      paymentOverdue,
      features: [...grants.features],
      quotas: await this.usage(),
      arenaRoomPlayers: grants.arenaRoomPlayers,
    };
  }

  /**
   * Takes one of this month's `kind` before the work it pays for: DL_001 when the plan has none, DL_003 (pack
   * downloads) or QUIZ_001 (custom quizzes) when they are used up. Atomic: concurrent calls never exceed the limit.
   * `within` is a transaction's manager, for the take to commit or roll back with that transaction's other writes.
   */
  async consume(kind: QuotaKind, within?: LedgerDatabase): Promise<ConsumedQuota> {
    const limit = this.standing.grants.quotas[kind];
    if (limit <= 0) throw subscriptionRequired();
    const userId = this.quota.userId;
    const ledger = within ? this.quota.ledger.within(within) : this.quota.ledger;
    if (!userId) throw new AppException('AUTH_005', 'Log in to use your plan');
    const now = this.quota.now();
    const month = quotaMonth(now);
    const resetsAt = quotaResetsAt(now);
    const used = await ledger.take(userId, kind, month, limit);
    if (used === null) {
      const count = (await ledger.used(userId, month))[kind] ?? limit;
      throw usedUp(kind, count, limit, resetsAt);
    }
    return { limit, used, left: Math.max(0, limit - used), resetsAt: resetsAt.toISOString(), month };
  }

  /**
   * Refuses as `consume` would (DL_001, or DL_003 / QUIZ_001 with what is used and when it resets) when none of
   * `kind` is left this month, taking nothing: for work that only leads to a take later (a builder draft, whose
   * first save takes one of the month's custom quizzes).
   */
  async requireLeft(kind: QuotaKind): Promise<QuotaUsage> {
    const limit = this.standing.grants.quotas[kind];
    if (limit <= 0) throw subscriptionRequired();
    const usage = (await this.usage())[kind];
    if (usage.left <= 0) throw usedUp(kind, usage.used, limit, new Date(usage.resetsAt));
    return usage;
  }

  /**
   * Gives one back when the work it paid for failed. `month` is the one consume counted it in; it defaults to
   * this month (a release straight after its consume).
   */
  async release(kind: QuotaKind, month = quotaMonth(this.quota.now())): Promise<void> {
    if (this.quota.userId) await this.quota.ledger.giveBack(this.quota.userId, kind, month);
  }
}
