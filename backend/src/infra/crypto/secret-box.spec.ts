import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals a secret so that only this key opens it, with a fresh IV each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox(randomBytes(32)).open(a)).toThrow();
  });

  it('refuses an altered, truncated or plain value', () => {
    const sealed = box.seal('secret');
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => box.open('v1:abc')).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow();
    expect(SecretBox.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('derives a separate pepper per purpose', () => {
    expect(box.keyedHash('backup-codes', 'x')).toBe(box.keyedHash('backup-codes', 'x'));
    expect(box.keyedHash('backup-codes', 'x')).not.toBe(box.keyedHash('api-keys', 'x'));
    expect(box.keyedHash('backup-codes', 'x')).not.toBe(new SecretBox(randomBytes(32)).keyedHash('backup-codes', 'x'));
  });

  it('insists on a 256-bit key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
