/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import type * as CurrentUserModule from './api/current-user.api';

type CurrentUserApi = typeof CurrentUserModule;

/** The module reads the page's head when it loads: load a fresh copy after setting the head. */
function loadWithHead(head: string): CurrentUserApi {
  document.head.innerHTML = head;
  let api: CurrentUserApi | undefined;
  jest.isolateModules(() => {
    api = jest.requireActual<CurrentUserApi>('./api/current-user.api');
  });
  return api!;
}

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

describe('the current user on a page the server marked', () => {
  const originalFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    // The logged-out answer (spec section 4); jsdom has no Response class.
    fetchMock = jest.fn(async () => ({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = originalFetch;
    document.head.innerHTML = '';
  });

  it('takes a browser that sent no session cookie as logged out, without asking /api/auth/me', async () => {
    const api = loadWithHead('<meta name="trivia-session" content="none" />');
    const queries = client();
    await expect(queries.ensureQueryData(api.currentUserQueryOptions)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Only the tab's first entry: once that is gone (e.g. after logging in and out), the server is asked again.
    queries.clear();
    await expect(queries.fetchQuery(api.currentUserQueryOptions)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the page says nothing (a session cookie was sent)', async () => {
    const api = loadWithHead('');
    await expect(client().ensureQueryData(api.currentUserQueryOptions)).resolves.toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/me');
  });
});
