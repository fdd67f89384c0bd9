import { randomInt } from 'node:crypto';
import type { SecretBox } from '../../infra/crypto/secret-box';
import {
  legacyBackupCodeHash,
  pepperedBackupCodeHash,
} from '../../infra/database/migrations/1764200000000-seal-mfa-secrets';

export const BACKUP_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2-x9pq-ra": 10 characters from 31 symbols, about 50 bits each. */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * A keyed hash (HMAC with a pepper derived from the data encryption key): a stolen table of hashes cannot be
 * brute-forced without the key. It wraps the older plain SHA-256, which is how existing codes were moved over.
 */
export function hashBackupCode(box: SecretBox, code: string): string {
  return pepperedBackupCodeHash(box, legacyBackupCodeHash(normaliseBackupCode(code)));
}
