/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@trivia/contracts';
import { flushAnalytics } from '../../lib/analytics';
import { fakeApi, renderPage } from '../../testing/render-page';
import { CookieConsentBanner } from './components/cookie-consent-banner';
import { CookieSettings } from './components/cookie-settings';

describe('the cookie consent banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks once, with two keyboard-reachable answers and a link to the policy', () => {
    renderPage(<CookieConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Cookies on Trivia Platform' });
    expect(within(banner).getByRole('button', { name: 'Accept analytics' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Essential only' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'How we use cookies' }).getAttribute('href')).toBe(
      '/cookie-policy',
    );
  });

  it('remembers "Accept analytics", confirms it, and hides when asked', async () => {
    const calls = fakeApi({ 'POST /api/analytics/events': { status: 202, body: { accepted: 1 } } });
    renderPage(<CookieConsentBanner />, { url: '/pricing' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('granted');
    expect(screen.getByRole('status').textContent).toContain('You’ve accepted analytics cookies.');
    await flushAnalytics();
    expect(calls.some((call) => call.path === '/api/analytics/events')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Trivia Platform' })).toBeNull();
  });

  it('remembers "Essential only" and is not shown again once answered', () => {
    const first = renderPage(<CookieConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('essential');
    first.unmount();
    renderPage(<CookieConsentBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies on Trivia Platform' })).toBeNull();
  });

  it('lets the answer be changed later from the cookie settings', () => {
    window.localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'granted');
    window.localStorage.setItem(STORAGE_KEYS.analyticsVisitorId, '0b7c2a4e-5d1f-4a3b-9c8d-7e6f5a4b3c2d');
    renderPage(<CookieSettings />);
    expect((screen.getByRole('radio', { name: 'Use analytics cookies' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Essential cookies only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('essential');
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
    expect(screen.getByText('Your cookie settings were saved.')).toBeTruthy();
  });
});
