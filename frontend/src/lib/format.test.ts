import { countLabel, formatQuizDate, percent } from './format';

describe('countLabel', () => {
  it.each([
    [0, '0 players'],
    [1, '1 player'],
    [2, '2 players'],
    [12_345, '12,345 players'],
  ])('%i → %s', (count, text) => {
    expect(countLabel(count, 'player')).toBe(text);
  });
});

describe('percent', () => {
  it('rounds to a whole percentage and never divides by zero', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 5)).toBe(100);
  });
});

describe('formatQuizDate', () => {
  it('reads the date as a calendar day', () => {
    // The comma after the weekday depends on the ICU version, so only the parts are checked.
    expect(formatQuizDate('2026-11-21')).toMatch(/^Sat,? 21 Nov 2026$/);
    expect(formatQuizDate('2026-03-29')).toMatch(/^Sun,? 29 Mar 2026$/);
  });
});
