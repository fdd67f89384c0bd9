import { decideKeyAccess, decidePreflight } from './api-cors';

const ORIGINS = ['https://quiz.example.com', 'http://localhost:5173'];

describe('decideKeyAccess', () => {
  it.each([
    ['a secret key from a server', 'secret', 'POST', undefined, true, undefined],
    [
      'a secret key from a page: allowed, but no CORS header, so the page cannot read it',
      'secret',
      'GET',
      'https://quiz.example.com',
      true,
      undefined,
    ],
    [
      'a publishable key from a listed origin',
      'publishable',
      'GET',
      'https://quiz.example.com',
      true,
      'https://quiz.example.com',
    ],
    [
      'a publishable key, origin in other case',
      'publishable',
      'HEAD',
      'HTTP://LOCALHOST:5173',
      true,
      'http://localhost:5173',
    ],
    ['a publishable key from another origin', 'publishable', 'GET', 'https://evil.example.com', false, undefined],
    ['a publishable key without an origin', 'publishable', 'GET', undefined, false, undefined],
    [
      'a publishable key writing, even from its origin',
      'publishable',
      'POST',
      'https://quiz.example.com',
      false,
      undefined,
    ],
    ['a publishable key deleting', 'publishable', 'DELETE', 'https://quiz.example.com', false, undefined],
  ] as const)('%s', (_label, kind, method, origin, allowed, allowOrigin) => {
    const decision = decideKeyAccess({ kind, allowedOrigins: ORIGINS, method, origin });
    expect(decision.allowed).toBe(allowed);
    expect(decision.headers['Access-Control-Allow-Origin']).toBe(allowOrigin);
    if (kind === 'publishable') expect(decision.headers.Vary).toBe('Origin');
    else expect(decision.headers).toEqual({});
  });

  it('exposes the limit headers to a page it serves, and says why it refuses', () => {
    const served = decideKeyAccess({ kind: 'publishable', allowedOrigins: ORIGINS, method: 'GET', origin: ORIGINS[0] });
    expect(served.headers['Access-Control-Expose-Headers']).toBe(
      'RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After',
    );
    expect(served.headers['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    const refused = decideKeyAccess({
      kind: 'publishable',
      allowedOrigins: ORIGINS,
      method: 'GET',
      origin: 'https://x.example',
    });
    expect(refused).toMatchObject({
      allowed: false,
      reason: 'This publishable key does not list the origin https://x.example',
    });
  });
});

describe('decidePreflight', () => {
  it('allows a listed origin to read, with the methods, headers and how long to remember it', () => {
    expect(decidePreflight({ origin: 'https://quiz.example.com', requestedMethod: 'GET', originListed: true })).toEqual(
      {
        allowed: true,
        headers: {
          Vary: 'Origin',
          'Access-Control-Allow-Origin': 'https://quiz.example.com',
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Allow-Headers': 'X-API-Key, Authorization',
          'Access-Control-Max-Age': '600',
        },
      },
    );
  });

  it.each([
    ['an origin no key lists', 'https://quiz.example.com', 'GET', false],
    ['a write from a listed origin', 'https://quiz.example.com', 'POST', true],
    ['no origin', undefined, 'GET', true],
    ['no announced method', 'https://quiz.example.com', undefined, true],
  ])('refuses %s', (_label, origin, requestedMethod, originListed) => {
    const decision = decidePreflight({ origin, requestedMethod, originListed });
    expect(decision.allowed).toBe(false);
    expect(decision.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
