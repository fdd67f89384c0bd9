import { retryDelayMs } from './socket';

const refusal = (data?: { code?: string; retryAfterSeconds?: number }) => Object.assign(new Error('no'), { data });

describe('retryDelayMs', () => {
  it.each([
    [
      'retries a database that is down after the seconds the server names',
      refusal({ code: 'NET_004', retryAfterSeconds: 5 }),
      5000,
    ],
    [
      'retries too many connections after the seconds the server names',
      refusal({ code: 'RATE_001', retryAfterSeconds: 42 }),
      42_000,
    ],
    ['retries a server error after a default wait', refusal({ code: 'NET_003' }), 5000],
    ['never retries a refusal that waiting will not change', refusal({ code: 'AUTH_005' }), null],
    ['never retries an error without a code', refusal(), null],
  ])('%s', (_name, error, delay) => {
    expect(retryDelayMs(error)).toBe(delay);
  });
});
