import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type StripeCheckoutSessionShape,
  type StripeInvoiceShape,
  type StripeSubscriptionShape,
  toProviderCheckoutSession,
  toProviderEvent,
  toProviderInvoice,
  toProviderSubscription,
} from './stripe-mapping';

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as T;
const event = (type: string, object: unknown) => ({ id: 'evt_1', type, created: 1778832010, data: { object } });

describe('Stripe objects mapped to ours', () => {
  it('reads a subscription with its period on its item and the plan from the price lookup key', () => {
    expect(toProviderSubscription(fixture<StripeSubscriptionShape>('subscription'))).toEqual({
      id: 'sub_1QxYz2AbCdEfGh',
      customerId: 'cus_Rk9fJ2mNq',
      planId: 'pub-standard',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(1778832000 * 1000),
      currentPeriodEnd: new Date(1781510400 * 1000),
      paymentMethod: { brand: 'visa', last4: '4242' },
      userId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
    });
  });

  it.each(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'paused'])(
    'keeps the status %s',
    (status) => {
      expect(toProviderSubscription({ ...fixture<StripeSubscriptionShape>('subscription'), status }).status).toBe(
        status,
      );
    },
  );

  it('falls back to metadata for the plan, and has no card when the payment method is not expanded', () => {
    const base = fixture<StripeSubscriptionShape>('subscription');
    const item = { ...base.items.data[0]!, price: { lookup_key: null } };
    const mapped = toProviderSubscription({ ...base, items: { data: [item] }, default_payment_method: 'pm_1' });
    expect(mapped.planId).toBe('pub-standard');
    expect(mapped.paymentMethod).toBeNull();
  });

  it('refuses a subscription on a price that is not one of our plans', () => {
    const base = fixture<StripeSubscriptionShape>('subscription');
    const item = { ...base.items.data[0]!, price: { lookup_key: 'gold' } };
    expect(() => toProviderSubscription({ ...base, metadata: {}, items: { data: [item] } })).toThrow(
      /not one of our plans/,
    );
  });

  it('reads an invoice with its subscription under parent.subscription_details', () => {
    const mapped = toProviderInvoice(fixture<StripeInvoiceShape>('invoice'), { chargeId: 'ch_1', refundedPence: 0 });
    expect(mapped).toEqual({
      id: 'in_1QxYz3AbCdEfGh',
      subscriptionId: 'sub_1QxYz2AbCdEfGh',
      customerId: 'cus_Rk9fJ2mNq',
      status: 'paid',
      totalPence: 1200,
      refundedPence: 0,
      chargeId: 'ch_1',
      planId: 'pub-standard',
      description: '1 × Pub Standard (at £12.00 / month)',
      periodStart: new Date(1778832000 * 1000),
      periodEnd: new Date(1781510400 * 1000),
      createdAt: new Date(1778832000 * 1000),
      paidAt: new Date(1778832003 * 1000),
    });
  });

  it('never gives a negative total for a downgrade credit, and spans the pro-rated lines', () => {
    const mapped = toProviderInvoice(fixture<StripeInvoiceShape>('proration-invoice'), {
      chargeId: null,
      refundedPence: 0,
    });
    expect(mapped.totalPence).toBe(0);
    expect(mapped.customerId).toBe('cus_Rk9fJ2mNq');
    expect(mapped.subscriptionId).toBe('sub_1QxYz2AbCdEfGh');
    expect(mapped.periodStart).toEqual(new Date(1780128000 * 1000));
  });

  it('counts what the card was charged when credit from the customer balance paid part of an invoice', () => {
    const invoice = { ...fixture<StripeInvoiceShape>('invoice'), amount_due: 700 };
    expect(toProviderInvoice(invoice, { chargeId: 'ch_1', refundedPence: 0 }).totalPence).toBe(700);
  });

  it('reads a checkout session with the plan from its metadata', () => {
    expect(toProviderCheckoutSession(fixture<StripeCheckoutSessionShape>('checkout-session'))).toEqual({
      id: 'cs_test_a1B2c3D4e5F6',
      status: 'complete',
      planId: 'pub-premium',
      customerId: 'cus_Rk9fJ2mNq',
      subscriptionId: 'sub_1QxYz2AbCdEfGh',
    });
    const open = { ...fixture<StripeCheckoutSessionShape>('checkout-session'), status: null, subscription: null };
    expect(toProviderCheckoutSession(open)).toMatchObject({ status: 'open', subscriptionId: null });
  });

  it.each`
    type                               | name                  | objectId                  | subscriptionId          | invoiceId
    ${'checkout.session.completed'}    | ${'checkout-session'} | ${'cs_test_a1B2c3D4e5F6'} | ${'sub_1QxYz2AbCdEfGh'} | ${null}
    ${'invoice.paid'}                  | ${'invoice'}          | ${'in_1QxYz3AbCdEfGh'}    | ${'sub_1QxYz2AbCdEfGh'} | ${'in_1QxYz3AbCdEfGh'}
    ${'customer.subscription.updated'} | ${'subscription'}     | ${'sub_1QxYz2AbCdEfGh'}   | ${'sub_1QxYz2AbCdEfGh'} | ${null}
    ${'charge.refunded'}               | ${'charge'}           | ${'ch_3QxYz4AbCdEfGh'}    | ${null}                 | ${'in_1QxYz3AbCdEfGh'}
  `('reduces $type to the ids the handler re-reads', ({ type, name, objectId, subscriptionId, invoiceId }) => {
    expect(toProviderEvent(event(type, fixture(name)))).toEqual({
      id: 'evt_1',
      type,
      createdAt: new Date(1778832010 * 1000),
      objectId,
      subscriptionId,
      invoiceId,
      customerId: 'cus_Rk9fJ2mNq',
    });
  });
});
