/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@trivia/contracts';
import { acceptAnalytics, declineAnalytics, flushAnalytics, track, trackPageView } from './analytics-client';
import { readAnalyticsConsent } from './analytics-consent';

interface Sent {
  url: string;
  init?: RequestInit;
}

function fakeFetch(): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    const body = String(input).endsWith('/csrf-token') ? { csrfToken: 'token-1' } : { accepted: 1 };
    return Promise.resolve({ ok: true, status: 202, json: () => Promise.resolve(body) } as Response);
  }) as typeof fetch;
  return sent;
}

const batches = (sent: Sent[]) =>
  sent
    .filter((s) => s.url === '/api/analytics/events')
    .map((s) => JSON.parse(String(s.init!.body)) as { visitorId?: string; events: Record<string, unknown>[] });

describe('the analytics client and consent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    Object.defineProperty(window, 'crypto', {
      value: { randomUUID: () => '0b7c2a4e-5d1f-4a3b-9c8d-7e6f5a4b3c2d' },
      configurable: true,
    });
  });

  it('sends nothing at all before the visitor answers', async () => {
    const sent = fakeFetch();
    trackPageView('/quizzes');
    track({ name: 'search', search_query: 'music', results_count: 3 });
    await flushAnalytics();
    expect(sent).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
  });

  it('after "Accept analytics" sends the current page and later events, with the CSRF token and a visitor id', async () => {
    const sent = fakeFetch();
    window.history.pushState({}, '', '/quizzes?q=secret');
    window.localStorage.setItem(STORAGE_KEYS.selectedVertical, 'pub');
    acceptAnalytics();
    track({ name: 'search', search_query: 'music', results_count: 3 });
    await flushAnalytics();
    const [batch] = batches(sent);
    expect(batch!.visitorId).toBe('0b7c2a4e-5d1f-4a3b-9c8d-7e6f5a4b3c2d');
    expect(batch!.events).toEqual([
      { name: 'page_view', path: '/quizzes', vertical: 'pub' },
      { name: 'search', search_query: 'music', results_count: 3, path: '/quizzes', vertical: 'pub' },
    ]);
    const post = sent.find((s) => s.url === '/api/analytics/events')!;
    expect(post.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((post.init!.headers as Record<string, string>)['CSRF-Token']).toBe('token-1');
    expect(readAnalyticsConsent()).toBe('granted');
  });

  it('after "Essential only" stops, forgets the visitor id and drops what was queued', async () => {
    const sent = fakeFetch();
    acceptAnalytics();
    await flushAnalytics();
    const before = batches(sent).length;
    trackPageView('/pricing');
    declineAnalytics();
    trackPageView('/arena');
    await flushAnalytics();
    expect(batches(sent)).toHaveLength(before);
    expect(window.localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
    expect(readAnalyticsConsent()).toBe('essential');
  });

  it('hands the queue to the browser with keepalive when the page is hidden', async () => {
    const sent = fakeFetch();
    acceptAnalytics();
    await flushAnalytics();
    trackPageView('/daily-quiz');
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    const last = sent.filter((s) => s.url === '/api/analytics/events').at(-1)!;
    expect(last.init!.keepalive).toBe(true);
    expect(JSON.parse(String(last.init!.body)).events).toEqual([{ name: 'page_view', path: '/daily-quiz' }]);
  });
});
