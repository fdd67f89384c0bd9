import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { billableProduct } from '@trivia/contracts';
import { z } from 'zod';
import { defineJob, JOB_QUEUE, type JobQueue } from '../../../infra/jobs/job-queue';
import { addInterval } from './billing-periods';
import { afterFailedCharge, nextRenewalStep } from './renewal-rules';
import {
  stripeCheckoutSession,
  stripeInvoice,
  stripeSubscription,
  type SubscriptionDoc,
} from './test-provider-documents';
import { TestProviderStore, type TestProviderTx } from './test-provider-store';
import { attemptPayment, createInvoice, planLine } from './test-invoicing';

export const TEST_PROVIDER_RENEWALS = defineJob('billing.test-provider-renewals', z.object({}).strict());

/**
 * The test provider's billing clock, as Stripe runs it: every minute it renews subscriptions whose period has
 * ended (charging the saved card), retries failed renewals, ends those set to cancel at period end, and expires
 * checkouts abandoned for 24 hours. Each object is re-read under a row lock, so two nodes never bill it twice.
 */
@Injectable()
export class TestRenewals implements OnApplicationBootstrap {
  private readonly logger = new Logger(TestRenewals.name);

  constructor(
    private readonly store: TestProviderStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.register(TEST_PROVIDER_RENEWALS, () => this.runDue().then(() => undefined));
    await this.jobs.schedule(TEST_PROVIDER_RENEWALS, 'every-minute', { everyMs: 60_000 }, {});
  }

  /** Runs everything due at the test clock's now; returns how many objects changed. */
  async runDue(): Promise<number> {
    const now = this.store.now();
    let changed = 0;
    for (const id of await this.store.dueIds('checkout_session', ['open'], ['expiresAt'], now)) {
      changed += await this.store.run((tx) => this.expireSession(tx, id));
    }
    const subscriptions = ['active', 'trialing', 'past_due'];
    for (const id of await this.store.dueIds('subscription', subscriptions, ['currentPeriodEnd', 'nextRetryAt'], now)) {
      try {
        changed += await this.store.run((tx) => this.advance(tx, id));
      } catch (error) {
        // One broken subscription must not stop the others; the next minute tries it again.
        this.logger.error(`Test renewal of ${id} failed: ${(error as Error).message}`);
      }
    }
    return changed;
  }

  private async expireSession(tx: TestProviderTx, id: string): Promise<number> {
    const session = await tx.get('checkout_session', id, { lock: true });
    if (session.status !== 'open' || session.expiresAt > tx.nowIso) return 0;
    session.status = 'expired';
    await tx.update(session);
    tx.emit('checkout.session.expired', stripeCheckoutSession(session));
    return 1;
  }

  private async advance(tx: TestProviderTx, id: string): Promise<number> {
    const sub = await tx.get('subscription', id, { lock: true });
    const step = nextRenewalStep(sub, tx.now);
    if (step === null) return 0;
    if (step === 'cancel') {
      sub.status = 'canceled';
      sub.canceledAt = tx.nowIso;
      await tx.update(sub);
      tx.emit('customer.subscription.deleted', stripeSubscription(sub));
      return 1;
    }
    if (step === 'renew') await this.renew(tx, sub);
    else await this.retry(tx, sub);
    return 1;
  }

  /** Bills the next period; the period moves on even when the card fails, as Stripe's does. */
  private async renew(tx: TestProviderTx, sub: SubscriptionDoc): Promise<void> {
    const start = new Date(sub.currentPeriodEnd);
    const end = addInterval(start, billableProduct(sub.planId).interval);
    const invoice = await createInvoice(tx, sub, 'subscription_cycle', [planLine(sub, start, end)]);
    sub.latestInvoiceId = invoice.id;
    sub.currentPeriodStart = start.toISOString();
    sub.currentPeriodEnd = end.toISOString();
    await this.charge(tx, sub, invoice.id, false);
  }

  private async retry(tx: TestProviderTx, sub: SubscriptionDoc): Promise<void> {
    const [open] = await tx.find('invoice', { subscriptionId: sub.id, status: 'open' });
    if (!open) {
      // Nothing owed after all (paid meanwhile): the subscription is simply active again.
      Object.assign(sub, { status: 'active', failedRetries: 0, nextRetryAt: null });
      await tx.update(sub);
      tx.emit('customer.subscription.updated', stripeSubscription(sub));
      return;
    }
    await this.charge(tx, sub, open.id, true);
  }

  private async charge(tx: TestProviderTx, sub: SubscriptionDoc, invoiceId: string, isRetry: boolean): Promise<void> {
    const invoice = await tx.get('invoice', invoiceId, { lock: true });
    const attempt = await attemptPayment(tx, invoice, sub.paymentMethod);
    if (attempt.paid) {
      Object.assign(sub, { status: 'active', failedRetries: 0, nextRetryAt: null });
      tx.emit('invoice.paid', stripeInvoice(attempt.invoice));
    } else {
      Object.assign(sub, afterFailedCharge(sub, isRetry, tx.now));
      tx.emit('invoice.payment_failed', stripeInvoice(attempt.invoice));
    }
    await tx.update(sub);
    tx.emit('customer.subscription.updated', stripeSubscription(sub));
  }
}
