import { rejectContributionRequestSchema } from './contributions.schemas.js';

const problems = (reason: string) => {
  const result = rejectContributionRequestSchema.safeParse({ reason });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('rejectContributionRequestSchema', () => {
  it.each([
    'The link says <b>oxygen</b>, not nitrogen.',
    'See <a href="https://example.com">this</a>.',
    'Fish &amp; chips is not a gas.',
    'Read javascript:alert(1) first.',
  ])('refuses markup in the reason the contributor will read: %s', (reason) => {
    expect(problems(reason)).toEqual(['A reason must be plain text: remove the HTML']);
  });

  it('takes plain text that only looks like markup, trimmed', () => {
    expect(rejectContributionRequestSchema.parse({ reason: '  Fewer than <100 people & x > 5 agree.  ' })).toEqual({
      reason: 'Fewer than <100 people & x > 5 agree.',
    });
    expect(problems('No')).toEqual(['A reason must be at least 3 characters']);
  });
});
