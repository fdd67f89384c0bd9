import { Logger } from '@nestjs/common';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { PaymentProviderUnavailableError } from '../providers/payment-provider';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { BillingSyncService } from '../sync/billing-sync.service';
import { FakePaymentProvider } from '../testing/fake-payment-provider';
import type { BillingService } from './billing.service';
import { MoneyBackService } from './money-back.service';

const DAY = 24 * 60 * 60 * 1000;

/** A subscription paid `daysSincePayment` ago and renewed once since: the refund gives both payments back. */
async function makeSut(daysSincePayment: number, overrides: Partial<SubscriptionEntity> = {}) {
  const provider = new FakePaymentProvider();
  const { sessionId } = await provider.createCheckoutSession({
    customerId: 'cus_1',
    planId: 'pub-premium',
    successUrl: '',
  });
  const subscription = provider.pay(sessionId);
  provider.now += 10 * DAY;
  provider.addInvoice(subscription, 2500);
  const mocks = {
    provider,
    limiter: {
      consume: jest.fn().mockResolvedValue({ allowed: true, retryAfterMs: 0 }),
    } as unknown as jest.Mocked<RateLimiter>,
    subscriptions: {
      current: jest.fn().mockResolvedValue({
        providerSubscriptionId: subscription.id,
        firstPaidAt: new Date(Date.now() - daysSincePayment * DAY),
        refundedAt: null,
        ...overrides,
      }),
      moneyBackUsed: jest.fn().mockResolvedValue(false),
    } as unknown as jest.Mocked<SubscriptionsService>,
    sync: { syncSubscription: jest.fn() } as unknown as jest.Mocked<BillingSyncService>,
    billing: { overview: jest.fn().mockResolvedValue({ provider: 'test' }) } as unknown as jest.Mocked<BillingService>,
  };
  const sut = new MoneyBackService(mocks.provider, mocks.limiter, mocks.subscriptions, mocks.sync, mocks.billing);
  return { sut, mocks, subscription };
}

describe('MoneyBackService.refund', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('within 30 days: ends the subscription now and refunds every payment, then syncs', async () => {
    const { sut, mocks, subscription } = await makeSut(29);
    await sut.refund('u1');
    expect((await mocks.provider.getSubscription(subscription.id)).status).toBe('canceled');
    const invoices = await mocks.provider.listInvoices(subscription.id);
    expect(invoices.map((invoice) => invoice.refundedPence)).toEqual([2500, 2500]);
    expect(mocks.sync.syncSubscription).toHaveBeenCalledWith(subscription.id);
  });

  it('after 30 days, or once refunded, or with nothing paid: PAY_004 and nothing touched', async () => {
    for (const [days, overrides] of [
      [31, {}],
      [5, { refundedAt: new Date() }],
      [5, { firstPaidAt: null }],
    ] as const) {
      const { sut, mocks, subscription } = await makeSut(days, overrides);
      const cancel = jest.spyOn(mocks.provider, 'cancelNow');
      await expect(sut.refund('u1')).rejects.toMatchObject({ code: 'PAY_004', status: 409 });
      expect(cancel).not.toHaveBeenCalled();
      expect((await mocks.provider.listInvoices(subscription.id)).every((i) => i.refundedPence === 0)).toBe(true);
    }
  });

  it('provider unreachable: PAY_003 and our copy is not written', async () => {
    const { sut, mocks } = await makeSut(3);
    jest.spyOn(mocks.provider, 'getSubscription').mockRejectedValue(new PaymentProviderUnavailableError('down'));
    await expect(sut.refund('u1')).rejects.toMatchObject({ code: 'PAY_003', status: 503 });
    expect(mocks.sync.syncSubscription).not.toHaveBeenCalled();
  });

  it('is rate limited before anything else happens', async () => {
    const { sut, mocks } = await makeSut(3);
    mocks.limiter.consume.mockResolvedValue({
      allowed: false,
      retryAfterMs: 60_000,
      remaining: 0,
      resetMs: 60_000,
      policy: { name: 'billing-refund', points: 5, windowSeconds: 3600, scope: 'shared' },
    });
    await expect(sut.refund('u1')).rejects.toMatchObject({ code: 'RATE_001' });
    expect(mocks.subscriptions.current).not.toHaveBeenCalled();
  });
});
