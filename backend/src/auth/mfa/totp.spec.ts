import { base32Decode, base32Encode, hotp, otpauthUrl, timeStep, totp, verifyTotp } from './totp';

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" (SHA-1); we keep the last six digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches RFC 4226 HOTP test values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 17]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  const now = 1_700_000_000_000;
  const step = timeStep(now);
  it.each([
    ['the current step', 0, null, step],
    ['one step behind (drift)', -1, null, step - 1],
    ['one step ahead (drift)', 1, null, step + 1],
    ['two steps behind', -2, null, null],
    ['two steps ahead', 2, null, null],
    ['the current step already used', 0, step, null],
    ['a later step than the last used', 1, step, step + 1],
  ])('verifies %s', (_label, offset, lastUsed, expected) => {
    const code = hotp(RFC_SECRET, step + offset);
    expect(verifyTotp(RFC_SECRET, code, now, lastUsed)).toBe(expected);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456'])('refuses the malformed code %j', (code) => {
    expect(verifyTotp(RFC_SECRET, code, now, null)).toBeNull();
  });

  it('builds an otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('Trivia Platform', 'a@b.com', 'ABC'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Trivia Platform:a@b.com');
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
