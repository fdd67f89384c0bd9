import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('writes argon2id PHC strings with OWASP parameters and verifies them', async () => {
    const hashed = await hasher.hash('Correct-Horse-9');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'Correct-Horse-9')).toBe(true);
    expect(await hasher.verify(hashed, 'correct-horse-9')).toBe(false);
  });

  // The `argon2` package wrote its parameters as m, p, t: accounts made before the switch still log in.
  it('accepts hashes in the format the previous library wrote', async () => {
    const legacy = '$argon2id$v=19$m=19456,p=1,t=2$Clu67mEXOFsOrDFzQOShLQ$eJKyHypCdPjEZxZQiDzXxFy87zLF8xmN6v5RQkgf0uQ';
    expect(await hasher.verify(legacy, 'pw-Aa1')).toBe(true);
    expect(await hasher.verify(legacy, 'pw-Aa2')).toBe(false);
  });

  it('answers false, never throws, for a malformed hash', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
