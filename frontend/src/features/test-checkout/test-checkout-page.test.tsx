/** @jest-environment jsdom */
import type { TestCheckoutSession } from '@trivia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { redirectTo } from '../../lib/redirect';
import { fakeApi, renderPage, type FakeApi, type FakeCall } from '../../testing/render-page';
import { TestCheckoutPage } from './components/test-checkout-page';

jest.mock('../../lib/redirect');

const session: TestCheckoutSession = {
  id: 'cs_1',
  mode: 'subscription',
  planName: 'Pub Premium',
  amountPence: 2500,
  interval: 'month',
  customerEmail: 'sam@example.com',
  state: 'open',
  cancelUrl: '/pricing?checkout=cancelled',
};

async function openPage(pay: FakeApi[string], over: Partial<TestCheckoutSession> = {}) {
  const calls = fakeApi({
    'GET /api/test-payments/sessions/cs_1': { body: { ...session, ...over } },
    'POST /api/test-payments/sessions/cs_1/pay': pay,
  });
  renderPage(<TestCheckoutPage />, { url: '/test-checkout/cs_1', path: '/test-checkout/:sessionId' });
  await screen.findByLabelText(/Card number/);
  return calls;
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'Sam Member' } });
}

const payments = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

describe('the test provider’s checkout page', () => {
  it('says plainly that no real money is taken, and what is being bought', async () => {
    await openPage({ body: { redirectUrl: '/' } });
    expect(screen.getByText('Test payment — no real money')).toBeTruthy();
    expect(screen.getByText('£25 a month, inc. VAT')).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel and go back' }).getAttribute('href')).toBe(
      '/pricing?checkout=cancelled',
    );
  });

  it('formats the card number and expiry as they are typed', async () => {
    await openPage({ body: { redirectUrl: '/' } });
    fillCard('4242424242424242');
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText(/Expiry/) as HTMLInputElement).value).toBe('12/34');
  });

  it('shows what is missing at each field without sending anything', async () => {
    const calls = await openPage({ body: { redirectUrl: '/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Enter the card number')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeTruthy();
    expect(screen.getByText('Enter the name on the card')).toBeTruthy();
    expect(payments(calls)).toEqual([]);
  });

  it('puts the provider’s VAL_001 issues on their fields', async () => {
    await openPage({
      status: 400,
      body: {
        code: 'VAL_001',
        message: 'Invalid input',
        issues: [{ path: 'cardNumber', message: 'Use a test card such as 4242 4242 4242 4242' }],
      },
    });
    fillCard('5555555555554444');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Use a test card such as 4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByLabelText(/Card number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a decline with its reason beside the card and puts the cursor back on the card number', async () => {
    await openPage({ status: 402, body: { code: 'PAY_002', message: 'Your card has insufficient funds.' } });
    fillCard('4000000000009995');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment failed');
    expect(alert.textContent).toContain('Your card has insufficient funds.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Card number/));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('sends the card as typed and follows the provider back to the success page', async () => {
    const calls = await openPage({ body: { redirectUrl: '/subscription/success?session_id=cs_1' } });
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/subscription/success?session_id=cs_1'));
    expect(payments(calls)[0]?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Sam Member',
    });
  });

  it('updates the card without a charge in setup mode', async () => {
    await openPage({ body: { redirectUrl: '/billing' } }, { mode: 'setup' });
    expect(screen.getByRole('button', { name: 'Save card' })).toBeTruthy();
    expect(screen.getByText(/Nothing is charged now/)).toBeTruthy();
  });
});
