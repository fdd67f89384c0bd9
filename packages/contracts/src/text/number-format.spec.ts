import { formatNumber } from './number-format.js';

describe('formatNumber', () => {
  it.each([0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1000, -987_654, Number.MAX_SAFE_INTEGER])(
    '%d reads as en-GB writes it',
    (value) => {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-GB'));
    },
  );

  it('groups thousands with commas', () => {
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });

  it('leaves fractions and non-finite values to Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
