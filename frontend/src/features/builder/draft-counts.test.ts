import { sampleContent } from './builder-test-data';
import { draftCount, quotaText } from './draft-counts';

describe('what is left to add', () => {
  it.each`
    target | text
    ${30}  | ${'5 of 30 — 25 to add'}
    ${5}   | ${'5 of 5 — complete'}
    ${3}   | ${'5 of 3 — 2 more than planned'}
  `('reads "$text" for a length of $target', ({ target, text }) => {
    expect(draftCount(sampleContent(), target).text).toBe(text);
  });

  it('counts questions across every round', () => {
    expect(draftCount(sampleContent(), 50)).toMatchObject({ total: 5, toAdd: 45, over: 0 });
  });
});

describe('the monthly quota line', () => {
  it('says what is left and the UK date it resets, summer or winter', () => {
    expect(quotaText({ used: 1, limit: 10, left: 9, resetsAt: '2026-12-01T00:00:00.000Z' })).toBe(
      '9 of 10 left this month, resets 1 December',
    );
    // Midnight on 1 July in London is 23:00 on 30 June in UTC.
    expect(quotaText({ used: 15, limit: 15, left: 0, resetsAt: '2026-06-30T23:00:00.000Z' })).toBe(
      '0 of 15 left this month, resets 1 July',
    );
  });
});
