import { expect, test } from '@playwright/test';
import { base32Decode, hotp, totp } from '../fixtures/totp';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 of the 8 digits; RFC 4226 appendix D for HOTP.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

test('the test TOTP helper matches the RFC test vectors', () => {
  expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
  expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
  expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  expect(totp(RFC_SECRET, 59_000)).toBe('287082');
  expect(totp(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  expect(totp(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  expect(totp(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
});
