import { afterAuthPath, nextQuery } from './after-auth-path';

describe('afterAuthPath', () => {
  it.each([
    ['', '/dashboard'],
    ['?next=%2Fpricing%3Fplan%3Dpub-premium', '/pricing?plan=pub-premium'],
    ['?next=/billing', '/billing'],
    ['?next=https://evil.example/', '/dashboard'],
    ['?next=//evil.example/', '/dashboard'],
    ['?next=/%5Cevil.example', '/dashboard'],
    ['?next=pricing', '/dashboard'],
  ])('after %s goes to %s', (search, path) => {
    expect(afterAuthPath(search)).toBe(path);
  });

  it('carries next between log-in and sign-up', () => {
    expect(nextQuery('?next=%2Fpricing')).toBe('?next=%2Fpricing');
    expect(nextQuery('')).toBe('');
  });
});
