import { generateBackupCodes, hashBackupCode, normaliseBackupCode } from './backup-codes';

describe('backup codes', () => {
  it('makes ten distinct codes in the xxxx-xxxx-xx shape', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
  });

  it.each([
    ['ABCD-EFGH-JK', 'abcdefghjk'],
    [' abcd efgh jk ', 'abcdefghjk'],
    ['abcdefghjk', 'abcdefghjk'],
  ])('normalises %j', (input, expected) => {
    expect(normaliseBackupCode(input)).toBe(expected);
    expect(hashBackupCode(input)).toBe(hashBackupCode(expected));
  });

  it('hashes different codes differently and never stores the code itself', () => {
    expect(hashBackupCode('aaaa-bbbb-cc')).not.toBe(hashBackupCode('aaaa-bbbb-cd'));
    expect(hashBackupCode('aaaa-bbbb-cc')).not.toContain('aaaa');
  });
});
