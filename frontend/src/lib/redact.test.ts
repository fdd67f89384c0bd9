import { redactSensitive } from './redact';

describe('redactSensitive', () => {
  it('hides password, token, secret and authorization fields at any depth', () => {
    const event = {
      request: { headers: { Authorization: 'Bearer x', accept: 'json' }, data: { email: 'a@b.c', password: 'p' } },
      extra: [{ csrfToken: 't', mfaSecret: 's' }],
    };
    expect(redactSensitive(event)).toEqual({
      request: {
        headers: { Authorization: '[Redacted]', accept: 'json' },
        data: { email: 'a@b.c', password: '[Redacted]' },
      },
      extra: [{ csrfToken: '[Redacted]', mfaSecret: '[Redacted]' }],
    });
  });

  it('leaves the original untouched', () => {
    const original = { password: 'p' };
    redactSensitive(original);
    expect(original.password).toBe('p');
  });
});
