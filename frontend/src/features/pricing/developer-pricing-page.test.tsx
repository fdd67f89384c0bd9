/** @jest-environment jsdom */
import type { BillingOverview, SubscriptionView, User } from '@trivia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { redirectTo } from '../../lib/redirect';
import { DeveloperPricingPage } from './components/developer-pricing-page';

jest.mock('../../lib/redirect');

const member: User = {
  id: 'u1',
  email: 'dev@example.com',
  fullName: 'Dana Developer',
  businessName: null,
  role: 'SUBSCRIBER',
  isPremium: true,
  planId: 'pub-premium',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const apiStarter: SubscriptionView = {
  planId: 'api-starter',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2099-01-26T12:00:00.000Z',
  nextAmountPence: 999,
  paymentMethod: { brand: 'visa', last4: '4242' },
  refundableUntil: null,
};

const overview = (apiSubscription: SubscriptionView | null): BillingOverview => ({
  provider: 'test',
  subscription: null,
  apiSubscription,
  invoices: [],
});

const loggedOut: FakeApi = { 'GET /api/auth/me': { status: 401, body: { code: 'AUTH_001', message: 'Log in' } } };
const loggedIn = (apiSubscription: SubscriptionView | null, more: FakeApi = {}): FakeApi => ({
  'GET /api/auth/me': { body: member },
  'GET /api/billing': { body: overview(apiSubscription) },
  ...more,
});

const card = (name: string) => screen.getByRole('article', { name });
const headings = () => screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);

describe('the developer pricing page', () => {
  it('shows the three API tiers with VAT-inclusive prices and limits from the catalogue', async () => {
    fakeApi(loggedOut);
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers' });
    await screen.findByRole('link', { name: 'Sign up for API Starter' });

    expect(headings()).toEqual(['API Free', 'API Starter', 'API Pro']);
    expect(within(card('API Starter')).getByText('£9.99 a month, inc. VAT')).toBeTruthy();
    expect(within(card('API Pro')).getByText('£29 a month, inc. VAT')).toBeTruthy();
    expect(within(card('API Starter')).getByText('20,000 requests a day')).toBeTruthy();
    expect(within(card('API Free')).getByText('Free')).toBeTruthy();
    expect(within(card('API Free')).getByText('Up to 10 questions a call')).toBeTruthy();
  });

  it('tells visitors every account gets API Free and sends them to the developer dashboard for it', async () => {
    fakeApi(loggedOut);
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers' });
    const free = await screen.findByRole('article', { name: 'API Free' });

    expect(within(free).getByText(/Every account gets API Free/)).toBeTruthy();
    expect(within(free).getByRole('link', { name: 'Open the developer dashboard' }).getAttribute('href')).toBe(
      '/developers/dashboard',
    );
    expect(within(card('API Pro')).getByRole('link', { name: 'Sign up for API Pro' }).getAttribute('href')).toBe(
      `/auth/register?next=${encodeURIComponent('/pricing/developers?plan=api-pro')}`,
    );
  });

  it('compares every limit and feature side by side, and answers what happens at the limit', async () => {
    fakeApi(loggedOut);
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers' });
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect(row('Requests a minute, per key')).toEqual(['30', '120', '600']);
    expect(row('Requests a day, per account')).toEqual(['1,000', '20,000', '250,000']);
    expect(row('Answer checking for typed answers')).toEqual(['No', 'Yes', 'Yes']);

    fireEvent.click(screen.getByRole('button', { name: 'What happens when I reach a limit?' }));
    expect(await screen.findByText(/429 Too Many Requests with a Retry-After header/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'When does the daily limit reset?' })).toBeTruthy();
    expect(screen.getByText(/At 00:00 UTC every day/)).toBeTruthy();
  });

  it('checks a member out for a tier with the consent ticked, naming only the tier', async () => {
    const calls = fakeApi(loggedIn(null, { 'POST /api/billing/checkout': { body: { url: '/test-checkout/cs_9' } } }));
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose API Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to API Starter' });
    expect(within(dialog).getByText('£9.99 a month, inc. VAT')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText(/Tick the box to confirm/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /14-day right to cancel/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/billing/checkout',
          body: { planId: 'api-starter', immediateAccessConsent: true },
        },
      ]),
    );
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/test-checkout/cs_9'));
  });

  it('opens the checkout for the tier chosen before signing up', async () => {
    fakeApi(loggedIn(null));
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers?plan=api-pro' });
    expect(await screen.findByRole('dialog', { name: 'Subscribe to API Pro' })).toBeTruthy();
  });

  it('marks the tier a member pays for and sends tier changes to Billing', async () => {
    fakeApi(loggedIn(apiStarter));
    renderPage(<DeveloperPricingPage />, { url: '/pricing/developers?plan=api-pro' });
    const starter = await screen.findByRole('button', { name: 'Current tier' });

    expect(within(card('API Starter')).getByText('Your tier')).toBeTruthy();
    expect(starter).toBeTruthy();
    expect(within(card('API Pro')).getByRole('link', { name: 'Change tier in Billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    // Already paying for a tier: the link back from sign-up opens no second checkout.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
