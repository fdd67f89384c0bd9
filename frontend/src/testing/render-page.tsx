import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { overlayHostsReady } from '../lib/overlays';

// findBy* and waitFor give up after 5 s instead of 1: a whole Mantine page renders slowly on a busy two-core CI
// machine. A passing wait returns as soon as it holds, so this costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5_000 });

/** What jsdom lacks and Mantine asks for (media queries, element resizing, scrolling). */
function stubBrowser(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** One JSON answer per "METHOD path" (path without the query string); anything else is a 404. */
export type FakeApi = Record<
  string,
  { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown })
>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch with the routes given, and records what the page sent. */
export function fakeApi(routes: FakeApi): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).split('?')[0] ?? '';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/api/auth/csrf-token') return Promise.resolve(json(200, { csrfToken: 't' }));
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : route;
    if (!answer) return Promise.resolve(json(404, { code: 'NOT_FOUND', message: 'Not found' }));
    return Promise.resolve(json(answer.status ?? 200, answer.body));
  }) as typeof fetch;
  return calls;
}

function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as Response;
}

/** Renders `page` at `url` (matched against `path`) inside the app's providers, with a fresh query cache. */
export function renderPage(page: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  stubBrowser();
  // The ModalsProvider below listens from the first render: confirm dialogs open at once.
  overlayHostsReady();
  const client = createQueryClient();
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
