import { FREE_LOGIN_FAILURES, loginBackoffMs, MAX_LOGIN_BACKOFF_MS } from './login-backoff';

describe('loginBackoffMs', () => {
  it.each`
    failures | ms
    ${0}     | ${0}
    ${1}     | ${0}
    ${3}     | ${0}
    ${4}     | ${1000}
    ${5}     | ${2000}
    ${6}     | ${4000}
    ${10}    | ${64_000}
    ${13}    | ${512_000}
    ${14}    | ${MAX_LOGIN_BACKOFF_MS}
    ${100}   | ${MAX_LOGIN_BACKOFF_MS}
  `('after $failures failures waits $ms ms', ({ failures, ms }) => {
    expect(loginBackoffMs(failures)).toBe(ms);
  });

  it('gives no free burst beyond the first few mistakes', () => {
    expect(FREE_LOGIN_FAILURES).toBeLessThanOrEqual(5);
    const total = Array.from({ length: 20 }, (_, i) => loginBackoffMs(i + 1)).reduce((a, b) => a + b, 0);
    // Twenty guesses cost a script over an hour of waiting.
    expect(total).toBeGreaterThan(60 * 60 * 1000);
  });
});
