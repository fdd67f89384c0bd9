import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets at rest (MFA secrets now, provider credentials later): AES-256-GCM under the data encryption key,
 * a random 12-byte IV per value, stored as `v1:` + base64url(iv | tag | ciphertext). The tag makes a tampered
 * or misplaced value fail to open instead of yielding garbage. Peppers for hashes are derived from the same key
 * with HKDF, one per purpose, so no two uses share key material.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(private readonly master: Buffer) {
    if (master.length !== 32) throw new Error('The data encryption key must be 32 bytes');
    this.key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'trivia:secret-box:aes-256-gcm', 32));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}:`);
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was not sealed by this key or was altered. */
  open(sealed: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('Not a sealed secret');
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed secret is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** A keyed hash for one purpose (a pepper): HMAC-SHA-256 under a key derived for that purpose alone. */
  keyedHash(purpose: string, value: string): string {
    const pepper = Buffer.from(hkdfSync('sha256', this.master, Buffer.alloc(0), `trivia:pepper:${purpose}`, 32));
    return createHmac('sha256', pepper).update(value).digest('hex');
  }
}

export const SECRET_BOX = Symbol('SECRET_BOX');
