import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every Content-Security-Policy violation the page reports, from the browser's own event. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}

// The policy allows exactly what the app loads: a page that works here works under the policy, and nothing it
// needs (scripts, Mantine's styles, QR data URLs, the socket) is blocked.
test('the main screens load under the security policy without a single violation', async ({ page }) => {
  // Six screens one after the other: more than the default 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const path of ['/daily-quiz', '/daily-quizzes', '/arena', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('#main-content, main').first()).toBeVisible();
  }
  // The live lobby watches over the socket, and this page's own socket counts as a player online: the count
  // reaching one proves connect-src let the websocket through.
  await page.goto('/arena');
  await expect(page.getByTestId('arena-players-online')).toHaveText(/^[1-9]\d* players? online$/);
  expect(violations).toEqual([]);
});
