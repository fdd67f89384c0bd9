import { createHash, randomBytes } from 'node:crypto';
import { SecretBox } from '../../infra/crypto/secret-box';
import { sealMfaSecretsMigration } from '../../infra/database/migrations/1764200000000-seal-mfa-secrets';
import { generateBackupCodes, hashBackupCode, normaliseBackupCode } from './backup-codes';

const box = new SecretBox(randomBytes(32));

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
    expect(hashBackupCode(box, input)).toBe(hashBackupCode(box, expected));
  });

  it('hashes with a pepper: another key, or a plain SHA-256, gives another hash', () => {
    expect(hashBackupCode(box, 'aaaa-bbbb-cc')).not.toBe(hashBackupCode(box, 'aaaa-bbbb-cd'));
    expect(hashBackupCode(box, 'aaaa-bbbb-cc')).not.toContain('aaaa');
    expect(hashBackupCode(box, 'aaaa-bbbb-cc')).not.toBe(
      hashBackupCode(new SecretBox(randomBytes(32)), 'aaaa-bbbb-cc'),
    );
    expect(hashBackupCode(box, 'aaaa-bbbb-cc')).not.toContain(createHash('sha256').update('aaaabbbbcc').digest('hex'));
  });

  // A code issued before the pepper (stored as bare SHA-256) still works once the migration has moved it over.
  it('matches what the migration makes of a code hashed the old way', async () => {
    const legacy = createHash('sha256').update('aaaabbbbcc').digest('hex');
    const updates: unknown[][] = [];
    const queryRunner = {
      query: async (sql: string, params?: unknown[]) => {
        if (sql.startsWith('SELECT id, mfa_secret')) return [];
        if (sql.startsWith('SELECT id, code_hash')) return [{ id: 'c1', code_hash: legacy }];
        updates.push(params ?? []);
        return [];
      },
    };
    const Migration = sealMfaSecretsMigration(box);
    await new Migration().up(queryRunner as never);
    expect(updates).toEqual([['c1', hashBackupCode(box, 'AAAA-BBBB-CC')]]);
  });
});
