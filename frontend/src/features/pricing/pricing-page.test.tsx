/** @jest-environment jsdom */
import { PLANS, type EntitlementsView, type PlanId, type User } from '@trivia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { redirectTo } from '../../lib/redirect';
import { PricingPage } from './components/pricing-page';

jest.mock('../../lib/redirect');

const member: User = {
  id: 'u1',
  email: 'sam@example.com',
  fullName: 'Sam Member',
  businessName: null,
  role: 'FREE',
  isPremium: false,
  planId: 'free',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function entitlements(planId: PlanId): EntitlementsView {
  const plan = PLANS[planId];
  const usage = (limit: number) => ({ limit, used: 0, left: limit, resetsAt: '2026-12-01T00:00:00.000Z' });
  return {
    planId,
    planName: plan.name,
    label: plan.tier === 'premium' ? 'Premium Access' : plan.tier === 'standard' ? 'Standard' : 'Free Account',
    premium: plan.tier === 'premium',
    status: planId === 'free' ? null : 'active',
    paymentOverdue: false,
    features: [...plan.grants.features],
    quotas: {
      packDownloads: usage(plan.grants.quotas.packDownloads),
      customQuizzes: usage(plan.grants.quotas.customQuizzes),
    },
    arenaRoomPlayers: plan.grants.arenaRoomPlayers,
  };
}

const loggedOut: FakeApi = { 'GET /api/auth/me': { status: 401, body: { code: 'AUTH_001', message: 'Log in' } } };
const loggedInOn = (planId: PlanId, more: FakeApi = {}): FakeApi => ({
  'GET /api/auth/me': { body: member },
  'GET /api/entitlements': { body: entitlements(planId) },
  ...more,
});

const card = (name: string) => screen.getByRole('article', { name });

describe('the pricing page', () => {
  it('shows the monthly offers with VAT-inclusive prices and sends visitors to sign up first', async () => {
    fakeApi(loggedOut);
    renderPage(<PricingPage page="all" />, { url: '/pricing' });
    await screen.findByRole('link', { name: 'Sign up for Pub Premium' });

    expect(screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Free',
      'Essentials',
      'Pub Standard',
      'Pub Premium',
    ]);
    expect(within(card('Pub Standard')).getByText('£12 a month, inc. VAT')).toBeTruthy();
    expect(within(card('Essentials')).getByText('£9.99 a month, inc. VAT')).toBeTruthy();
    expect(within(card('Pub Premium')).getByText('15 custom quizzes a month in the builder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up for Pub Premium' }).getAttribute('href')).toBe(
      '/auth/register?next=%2Fpricing%3Fplan%3Dpub-premium',
    );
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('switches to yearly: Pub Premium yearly with its monthly figure, monthly-only plans saying so', async () => {
    fakeApi(loggedOut);
    renderPage(<PricingPage page="all" />, { url: '/pricing' });
    await screen.findByRole('link', { name: 'Sign up for Pub Premium' });

    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));

    const yearly = card('Pub Premium (yearly)');
    expect(within(yearly).getByText('£299 a year, inc. VAT')).toBeTruthy();
    expect(within(yearly).getByText('Works out at £24.92 a month')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Pub Premium' })).toBeNull();
    expect(within(card('Essentials')).getByText('Billed monthly only')).toBeTruthy();
    expect(within(card('Free')).queryByText('Billed monthly only')).toBeNull();
  });

  it('marks the member’s current plan and sends a paying member to Billing to change plan', async () => {
    fakeApi(loggedInOn('pub-standard'));
    renderPage(<PricingPage page="all" />, { url: '/pricing' });

    const current = card('Pub Standard');
    await within(current).findByText('Your plan');
    expect(within(current).getByRole('button', { name: 'Current plan' })).toHaveProperty('disabled', true);
    expect(within(card('Pub Premium')).getByRole('link', { name: 'Change plan in Billing' })).toBeTruthy();
    expect(within(card('Free')).getByText('Included in your plan')).toBeTruthy();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
  });

  it('shows each vertical only its own plans, with an honest note where offers are still to come', async () => {
    fakeApi(loggedOut);
    renderPage(<PricingPage page="education" />, { url: '/pricing/education' });
    await screen.findByRole('link', { name: 'Sign up for Essentials' });
    expect(screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Free',
      'Essentials',
    ]);
    // No yearly plan here, so no switch that would do nothing.
    expect(screen.queryByRole('radio', { name: 'Yearly' })).toBeNull();
  });

  it('says plainly where an offer is not on sale yet', async () => {
    fakeApi(loggedOut);
    renderPage(<PricingPage page="corporate" />, { url: '/pricing/corporate' });
    expect(await screen.findByText(/Quotes for whole organisations are not offered yet/)).toBeTruthy();
  });
});

describe('the checkout dialog', () => {
  async function openCheckout(more: FakeApi = {}) {
    const calls = fakeApi(loggedInOn('free', more));
    renderPage(<PricingPage page="all" />, { url: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Pub Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pub Premium' });
    return { calls, dialog };
  }

  it('will not start a checkout until the immediate-access consent is ticked', async () => {
    const { calls, dialog } = await openCheckout();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findByText(/Tick the box to confirm/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for the plan with the consent once ticked', async () => {
    const { calls, dialog } = await openCheckout({
      'POST /api/billing/checkout': { body: { url: '/test-checkout/cs_1' } },
    });
    const consent = within(dialog).getByRole('checkbox', { name: /14-day right to cancel/ });
    fireEvent.click(consent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/billing/checkout',
          body: { planId: 'pub-premium', immediateAccessConsent: true },
        },
      ]),
    );
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/test-checkout/cs_1'));
    expect(within(dialog).getByText(/30-day money-back guarantee still applies/)).toBeTruthy();
  });

  it('points an existing subscriber to Billing (PAY_005)', async () => {
    const { dialog } = await openCheckout({
      'POST /api/billing/checkout': { status: 409, body: { code: 'PAY_005', message: 'Already subscribed' } },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /14-day right to cancel/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findByText('Already subscribed')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open Billing & Subscription' }).getAttribute('href')).toBe(
      '/billing',
    );
  });
});
