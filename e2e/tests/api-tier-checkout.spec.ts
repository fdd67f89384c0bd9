import { expect, newTestUser, test } from '../fixtures';

// Issue 15: a developer API tier bought through the same billing as the site's plans. A new member picks API
// Starter on /pricing/developers, signs up, ticks the 14-day consent, pays with 4242 on the built-in test
// provider's checkout, and finds the tier on /billing as its own card beside the (free) site plan.
test('a new member buys API Starter by card and sees it on the billing page', async ({ page, authPage }) => {
  test.setTimeout(90_000);
  const user = newTestUser('apitier');

  await page.goto('/pricing/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'API Pricing' })).toBeVisible();
  const free = page.getByRole('article', { name: 'API Free' });
  await expect(free).toContainText('Every account gets API Free');
  await expect(page.getByRole('table')).toContainText('Requests a day, per account');
  await page
    .getByRole('article', { name: 'API Starter' })
    .getByRole('link', { name: 'Sign up for API Starter' })
    .click();
  await expect(page).toHaveURL(/\/auth\/register\?next=/);
  await authPage.register(user);

  // Back on the developer pricing page with the tier's checkout open.
  const checkout = page.getByRole('dialog', { name: 'Subscribe to API Starter' });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await expect(checkout).toContainText('£9.99 a month, inc. VAT');
  await expect(checkout).toContainText('20,000 requests a day');
  await checkout.getByRole('checkbox', { name: /14-day right to cancel/ }).check();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();

  // Opening the checkout is a server round trip and a page load: allow for a busy machine.
  await expect(page).toHaveURL(/\/test-checkout\//, { timeout: 20_000 });
  await expect(page.getByText('£9.99 a month, inc. VAT')).toBeVisible();
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await card.getByRole('textbox', { name: 'Name on card' }).fill(user.fullName);
  await card.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to API Starter' })).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.getByText('Answer checking for typed answers')).toBeVisible();

  await page.goto('/billing');
  const tier = page.getByRole('region', { name: 'Developer API tier' });
  await expect(tier).toContainText('API Starter', { timeout: 15_000 });
  await expect(tier).toContainText('Active');
  await expect(tier).toContainText('for £9.99');
  await expect(tier).toContainText('Visa ending 4242');
  await expect(tier.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  // The site plan is untouched: the member is still on Free there.
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('You are on the Free plan');
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  await expect(invoices).toContainText('£9.99');
  await expect(invoices).toContainText('£1.67');

  // Back on the pricing page the tier is marked as the member's own.
  await page.goto('/pricing/developers');
  await expect(page.getByRole('article', { name: 'API Starter' }).getByText('Your tier')).toBeVisible({
    timeout: 15_000,
  });
});
