/** @jest-environment jsdom */
import type { BillingOverview, SubscriptionView } from '@trivia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { BillingPage } from './components/billing-page';

jest.mock('../../lib/redirect');

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const active: SubscriptionView = {
  planId: 'pub-standard',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2099-01-26T12:00:00.000Z',
  nextAmountPence: 1200,
  paymentMethod: { brand: 'visa', last4: '4242' },
  refundableUntil: null,
};

const invoice = {
  id: 'in_1',
  number: 'TRV-2026-000123',
  issuedAt: '2026-11-26T12:00:00.000Z',
  description: 'Pub Standard, monthly',
  totalPence: 1200,
  vatPence: 200,
  status: 'paid' as const,
  refundedPence: 0,
  receiptUrl: '/api/billing/invoices/in_1/receipt.pdf',
};

function openBilling(
  subscription: SubscriptionView | null,
  more: FakeApi = {},
  apiSubscription: SubscriptionView | null = null,
) {
  const overview: BillingOverview = {
    provider: 'test',
    subscription,
    apiSubscription,
    invoices: subscription ? [invoice] : [],
  };
  const calls = fakeApi({
    'GET /api/auth/me': { status: 401, body: { code: 'AUTH_001', message: 'Log in' } },
    'GET /api/billing': { body: overview },
    ...more,
  });
  renderPage(<BillingPage />, { url: '/billing' });
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the billing page', () => {
  it('shows an active plan: status, renewal date and amount, card, invoices with VAT and a PDF receipt', async () => {
    openBilling(active);
    const plan = await screen.findByRole('region', { name: 'Your plan' });

    expect(within(plan).getByText('Pub Standard')).toBeTruthy();
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('Renews on 26 January 2099 for £12')).toBeTruthy();
    expect(within(plan).getByText('Visa ending 4242')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(section('Change plan')).toBeTruthy();

    const invoices = section('Invoices');
    expect(within(invoices).getByText('£2')).toBeTruthy();
    expect(within(invoices).getByRole('link', { name: 'PDF receipt TRV-2026-000123' }).getAttribute('href')).toBe(
      '/api/billing/invoices/in_1/receipt.pdf',
    );
    expect(screen.queryByText('Your last payment failed')).toBeNull();
  });

  it('offers to resume a plan cancelled at the period end, and says when it ends', async () => {
    openBilling({ ...active, cancelAtPeriodEnd: true, nextAmountPence: null });
    const plan = await screen.findByRole('region', { name: 'Your plan' });

    expect(within(plan).getByText('Ends on 26 January 2099')).toBeTruthy();
    expect(within(plan).getByText('Cancelled at period end')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
  });

  it('warns when a renewal payment failed, while the plan keeps working', async () => {
    openBilling({ ...active, status: 'past_due' });
    const banner = await screen.findByRole('alert');

    expect(banner.textContent).toContain('Your last payment failed');
    expect(within(banner).getByRole('button', { name: 'Update payment' })).toBeTruthy();
    expect(within(section('Your plan')).getByText('Payment overdue')).toBeTruthy();
  });

  it('offers the money-back refund only while it is open', async () => {
    openBilling(active);
    await screen.findByRole('region', { name: 'Your plan' });
    expect(screen.queryByRole('region', { name: 'Money-back guarantee' })).toBeNull();
  });

  it('refunds only once the customer confirms their access ends', async () => {
    const calls = openBilling(
      { ...active, refundableUntil: inDays(20) },
      { 'POST /api/billing/refund': { body: { ok: true } } },
    );
    const moneyBack = await screen.findByRole('region', { name: 'Money-back guarantee' });
    fireEvent.click(within(moneyBack).getByRole('button', { name: 'Refund and end my plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund and end your plan?' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund me' }));
    expect(await within(dialog).findByText('Confirm that your access ends when the refund is made')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I understand my Pub Standard access ends now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund me' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/billing/refund', body: { confirm: true, line: 'site' } },
      ]),
    );
  });

  it('sends a member without a plan to the pricing page', async () => {
    openBilling(null);
    const plan = await screen.findByRole('region', { name: 'Your plan' });

    expect(within(plan).getByText(/You are on the Free plan/)).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing');
    expect(within(section('Invoices')).getByText('No invoices yet.')).toBeTruthy();
  });

  it('treats a cancelled subscription as ended, with nothing to cancel or change', async () => {
    openBilling({ ...active, status: 'canceled', nextAmountPence: null });
    const plan = await screen.findByRole('region', { name: 'Your plan' });

    expect(within(plan).getByText(/Your Pub Standard subscription has ended/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
  });
});

const apiStarter: SubscriptionView = {
  ...active,
  planId: 'api-starter',
  nextAmountPence: 999,
  currentPeriodEnd: '2099-02-03T12:00:00.000Z',
};

describe('the developer API tier on the billing page', () => {
  const apiCard = () => screen.findByRole('region', { name: 'Developer API tier' });

  it('shows the API tier as its own card beside the site plan, each with its own renewal', async () => {
    openBilling(active, {}, apiStarter);
    const card = await apiCard();

    expect(within(card).getByText('API Starter')).toBeTruthy();
    expect(within(card).getByText('Renews on 3 February 2099 for £9.99')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(section('Your plan')).getByText('Pub Standard')).toBeTruthy();
    expect(within(section('Your plan')).queryByText('API Starter')).toBeNull();
  });

  it('cancels the API tier alone, naming its line', async () => {
    const calls = openBilling(active, { 'POST /api/billing/cancel': { body: { ok: true } } }, apiStarter);
    fireEvent.click(within(await apiCard()).getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/billing/cancel', body: { line: 'api' } },
      ]),
    );
  });

  it('offers a move between API tiers only, and the API money-back refund on its own line', async () => {
    const calls = openBilling(
      null,
      { 'POST /api/billing/refund': { body: { ok: true } } },
      { ...apiStarter, refundableUntil: inDays(25) },
    );
    const card = await apiCard();
    fireEvent.click(within(card).getByRole('combobox', { name: 'New API tier' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(options).toEqual(['API Pro: £29 a month, inc. VAT']);

    fireEvent.click(within(card).getByRole('button', { name: 'Refund and end API Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund and end your plan?' });
    expect(within(dialog).getByText(/returns to API Free/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I understand my API Starter access ends now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund me' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/billing/refund', body: { confirm: true, line: 'api' } },
      ]),
    );
  });

  it('says what the keys fall back to once the API tier has ended', async () => {
    openBilling(active, {}, { ...apiStarter, status: 'canceled', nextAmountPence: null });
    const card = await apiCard();

    expect(
      within(card).getByText(/Your API Starter subscription has ended. Your API keys are on API Free/),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See API tiers' }).getAttribute('href')).toBe('/pricing/developers');
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows no API card to a member who never bought a tier', async () => {
    openBilling(active);
    await screen.findByRole('region', { name: 'Your plan' });
    expect(screen.queryByRole('region', { name: 'Developer API tier' })).toBeNull();
  });
});
