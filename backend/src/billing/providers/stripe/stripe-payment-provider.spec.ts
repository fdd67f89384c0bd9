import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { PaymentDeclinedError, PaymentProviderUnavailableError } from '../payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8'));

/** A Stripe client with only the calls these tests make; nothing reaches Stripe's servers. */
function mockStripe() {
  const prices = [
    { id: 'price_std', lookup_key: 'pub-standard' },
    { id: 'price_prem', lookup_key: 'pub-premium' },
    { id: 'price_api_starter', lookup_key: 'api-starter' },
  ];
  const mocks = {
    prices: { list: jest.fn().mockResolvedValue({ data: prices }) },
    checkout: {
      sessions: {
        create: jest.fn().mockResolvedValue({ id: 'cs_1', url: 'https://checkout.stripe.com/c/cs_1' }),
        list: jest.fn().mockResolvedValue({ data: [] }),
        expire: jest.fn().mockResolvedValue({}),
      },
    },
    subscriptions: {
      retrieve: jest.fn().mockResolvedValue(fixture('subscription')),
      update: jest.fn().mockResolvedValue(fixture('subscription')),
    },
    invoices: { retrieve: jest.fn() },
    paymentIntents: { retrieve: jest.fn() },
    charges: { update: jest.fn().mockResolvedValue({}), retrieve: jest.fn() },
    invoicePayments: { list: jest.fn() },
    refunds: { create: jest.fn().mockResolvedValue({ id: 're_1', amount: 1200 }) },
  };
  return { mocks, provider: new StripePaymentProvider(mocks as unknown as Stripe, 'whsec_x') };
}

const checkoutInput = {
  customerId: 'cus_1',
  userId: 'user-1',
  planId: 'pub-premium' as const,
  successUrl: 'https://app/subscription/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app/pricing?checkout=cancelled',
};

describe('Stripe payment provider (mocked client)', () => {
  it('opens a subscription checkout on the price whose lookup key is the plan id, looked up once', async () => {
    const { mocks, provider } = mockStripe();
    expect(await provider.createCheckoutSession(checkoutInput)).toEqual({
      sessionId: 'cs_1',
      url: 'https://checkout.stripe.com/c/cs_1',
    });
    await provider.createCheckoutSession({ ...checkoutInput, planId: 'pub-standard' });
    expect(mocks.prices.list).toHaveBeenCalledTimes(1);
    expect(mocks.checkout.sessions.create).toHaveBeenCalledWith({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', planId: 'pub-premium' },
      subscription_data: { metadata: { userId: 'user-1', planId: 'pub-premium' } },
      line_items: [{ price: 'price_prem', quantity: 1 }],
      success_url: checkoutInput.successUrl,
      cancel_url: checkoutInput.cancelUrl,
    });
  });

  it("expires the customer's checkouts still open in other tabs before opening a new one", async () => {
    const { mocks, provider } = mockStripe();
    mocks.checkout.sessions.list.mockResolvedValueOnce({ data: [{ id: 'cs_old' }, { id: 'cs_done_meanwhile' }] });
    mocks.checkout.sessions.expire.mockResolvedValueOnce({ id: 'cs_old', status: 'expired' }).mockRejectedValueOnce(
      new Stripe.errors.StripeInvalidRequestError({
        message: 'Only Checkout Sessions with a status of open can be expired',
      }),
    );
    await expect(provider.createCheckoutSession(checkoutInput)).resolves.toMatchObject({ sessionId: 'cs_1' });
    expect(mocks.checkout.sessions.list).toHaveBeenCalledWith({ customer: 'cus_1', status: 'open', limit: 100 });
    expect(mocks.checkout.sessions.expire.mock.calls.map(([id]) => id)).toEqual(['cs_old', 'cs_done_meanwhile']);
    expect(mocks.checkout.sessions.expire.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.checkout.sessions.create.mock.invocationCallOrder[0]!,
    );
  });

  it('prices an API tier by its lookup key and leaves an open checkout of the other product line alone', async () => {
    const { mocks, provider } = mockStripe();
    mocks.checkout.sessions.list.mockResolvedValueOnce({
      data: [
        { id: 'cs_site', metadata: { planId: 'pub-premium' } },
        { id: 'cs_other_tier', metadata: { planId: 'api-pro' } },
        { id: 'cs_not_ours', metadata: {} },
      ],
    });
    await provider.createCheckoutSession({ ...checkoutInput, planId: 'api-starter' });
    expect(mocks.checkout.sessions.expire.mock.calls.map(([id]) => id)).toEqual(['cs_other_tier', 'cs_not_ours']);
    expect(mocks.checkout.sessions.create).toHaveBeenCalledWith(
      expect.objectContaining({
        line_items: [{ price: 'price_api_starter', quantity: 1 }],
        metadata: expect.objectContaining({ planId: 'api-starter' }),
      }),
    );
  });

  it('opens no checkout while an open one cannot be expired because Stripe is unreachable', async () => {
    const { mocks, provider } = mockStripe();
    mocks.checkout.sessions.list.mockResolvedValueOnce({ data: [{ id: 'cs_old' }] });
    mocks.checkout.sessions.expire.mockRejectedValueOnce(
      new Stripe.errors.StripeConnectionError({ message: 'timeout' }),
    );
    await expect(provider.createCheckoutSession(checkoutInput)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    expect(mocks.checkout.sessions.create).not.toHaveBeenCalled();
  });

  it('names the plan whose price is missing in Stripe', async () => {
    const { mocks, provider } = mockStripe();
    await expect(provider.createCheckoutSession({ ...checkoutInput, planId: 'essentials' })).rejects.toThrow(
      /no active price with lookup_key "essentials"/,
    );
    expect(mocks.checkout.sessions.create).not.toHaveBeenCalled();
  });

  it('tries the price lookup again after Stripe was unreachable', async () => {
    const { mocks, provider } = mockStripe();
    mocks.prices.list.mockRejectedValueOnce(new Stripe.errors.StripeConnectionError({ message: 'timeout' }));
    await expect(provider.createCheckoutSession(checkoutInput)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(provider.createCheckoutSession(checkoutInput)).resolves.toMatchObject({ sessionId: 'cs_1' });
  });

  it('changes plan pro-rated and invoiced at once, failing on a refused card', async () => {
    const { mocks, provider } = mockStripe();
    const changed = await provider.changePlan('sub_1QxYz2AbCdEfGh', 'pub-premium');
    expect(changed.id).toBe('sub_1QxYz2AbCdEfGh');
    expect(mocks.subscriptions.update).toHaveBeenCalledWith('sub_1QxYz2AbCdEfGh', {
      items: [{ id: 'si_Rk9fKx', price: 'price_prem' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      metadata: { userId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', planId: 'pub-premium' },
      expand: ['default_payment_method'],
    });
    mocks.subscriptions.update.mockRejectedValueOnce(
      new Stripe.errors.StripeCardError({ message: 'Your card was declined.', decline_code: 'generic_decline' }),
    );
    await expect(provider.changePlan('sub_1QxYz2AbCdEfGh', 'pub-premium')).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it("refunds an invoice through its payment intent's charge, labelling the charge with the invoice", async () => {
    const { mocks, provider } = mockStripe();
    mocks.invoices.retrieve.mockResolvedValue({
      ...fixture('invoice'),
      payments: { data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }] },
    });
    mocks.paymentIntents.retrieve.mockResolvedValue({ id: 'pi_1', latest_charge: { id: 'ch_1', amount_refunded: 0 } });
    expect(await provider.refundInvoice('in_1QxYz3AbCdEfGh')).toEqual({ refundId: 're_1', amountPence: 1200 });
    expect(mocks.charges.update).toHaveBeenCalledWith('ch_1', { metadata: { invoice_id: 'in_1QxYz3AbCdEfGh' } });
    expect(mocks.refunds.create).toHaveBeenCalledWith(
      { charge: 'ch_1', metadata: { invoice_id: 'in_1QxYz3AbCdEfGh' } },
      { idempotencyKey: 'refund-in_1QxYz3AbCdEfGh' },
    );
  });

  it('reads an invoice with its charge and what was refunded of it', async () => {
    const { mocks, provider } = mockStripe();
    mocks.invoices.retrieve.mockResolvedValue({
      ...fixture('invoice'),
      payments: { data: [{ status: 'paid', payment: { type: 'charge', charge: 'ch_9' } }] },
    });
    mocks.charges.retrieve.mockResolvedValue({ id: 'ch_9', amount_refunded: 400 });
    expect(await provider.getInvoice('in_1QxYz3AbCdEfGh')).toMatchObject({ chargeId: 'ch_9', refundedPence: 400 });
  });

  it("finds the invoice a dashboard-refunded charge paid, through its payment intent's invoice payment", async () => {
    const { mocks, provider } = mockStripe();
    mocks.charges.retrieve.mockResolvedValue({ id: 'ch_5', payment_intent: 'pi_5' });
    mocks.invoicePayments.list.mockResolvedValue({ data: [{ invoice: 'in_5' }] });
    expect(await provider.invoiceOfCharge('ch_5')).toBe('in_5');
    expect(mocks.invoicePayments.list).toHaveBeenCalledWith({
      payment: { type: 'payment_intent', payment_intent: 'pi_5' },
      limit: 1,
    });
    mocks.charges.retrieve.mockResolvedValue({ id: 'ch_6', payment_intent: null });
    expect(await provider.invoiceOfCharge('ch_6')).toBeNull();
  });
});
