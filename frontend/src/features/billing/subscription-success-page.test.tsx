/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '../../testing/render-page';
import { useCurrentUser } from '../auth';
import { SubscriptionSuccessPage } from './components/subscription-success-page';

/** Stands in for the header, which shows the plan label from the current user. */
function HeaderProbe() {
  useCurrentUser();
  return null;
}

const open = (result: unknown) => {
  const calls = fakeApi({
    'GET /api/auth/me': { status: 401, body: { code: 'AUTH_001', message: 'Log in' } },
    'GET /api/billing/checkout/cs_1': { body: result },
  });
  renderPage(
    <>
      <HeaderProbe />
      <SubscriptionSuccessPage />
    </>,
    { url: '/subscription/success?session_id=cs_1' },
  );
  return calls;
};

describe('the subscription success page', () => {
  it('welcomes the member to the plan, lists what it unlocked and reads the plan label again', async () => {
    const calls = open({ state: 'complete', planId: 'pub-premium' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pub Premium' })).toBeTruthy();
    expect(screen.getByText('30 quiz pack downloads a month (PDF and CSV)')).toBeTruthy();
    // The header's "Premium Access" comes from the user, so it is fetched again once the plan has started.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/me').length).toBe(2));
  });

  it.each([
    ['failed', 'Payment not completed'],
    ['expired', 'Checkout expired'],
  ])('sends a %s checkout back to pricing', async (state, title) => {
    open({ state, planId: 'pub-premium' });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('sends a failed API tier checkout back to the API pricing page', async () => {
    open({ state: 'failed', planId: 'api-starter' });
    expect(await screen.findByText('Payment not completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing/developers');
  });
});
