import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SecretBox } from '../../crypto/secret-box';

/** How backup codes are hashed from now on: `h1:` + HMAC(pepper, sha256(normalised code)). */
export const BACKUP_CODE_HASH_PREFIX = 'h1:';
export const BACKUP_CODE_PEPPER_PURPOSE = 'mfa-backup-codes';

/** The legacy hash: sha256 of the normalised code. The new one wraps it, so old codes can be moved over. */
export const legacyBackupCodeHash = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

export const pepperedBackupCodeHash = (box: SecretBox, legacyHash: string) =>
  `${BACKUP_CODE_HASH_PREFIX}${box.keyedHash(BACKUP_CODE_PEPPER_PURPOSE, legacyHash)}`;

/**
 * MFA secrets were stored in plain text and backup codes as bare SHA-256: a copy of the database was enough to
 * pass anyone's second factor. This seals every secret with the data encryption key and peppers every backup
 * code hash. It needs the key, so it is built with it (see `migrationsWith`). Already-sealed rows are left alone.
 */
export function sealMfaSecretsMigration(box: SecretBox) {
  return class SealMfaSecrets1764200000000 implements MigrationInterface {
    name = 'SealMfaSecrets1764200000000';

    async up(q: QueryRunner): Promise<void> {
      const users: { id: string; mfa_secret: string | null; mfa_pending_secret: string | null }[] = await q.query(
        `SELECT id, mfa_secret, mfa_pending_secret FROM users WHERE mfa_secret IS NOT NULL OR mfa_pending_secret IS NOT NULL`,
      );
      const seal = (value: string | null) => (value === null || SecretBox.isSealed(value) ? value : box.seal(value));
      for (const user of users) {
        await q.query(`UPDATE users SET mfa_secret = $2, mfa_pending_secret = $3 WHERE id = $1`, [
          user.id,
          seal(user.mfa_secret),
          seal(user.mfa_pending_secret),
        ]);
      }
      const codes: { id: string; code_hash: string }[] = await q.query(
        `SELECT id, code_hash FROM mfa_backup_codes WHERE code_hash NOT LIKE '${BACKUP_CODE_HASH_PREFIX}%'`,
      );
      for (const code of codes) {
        await q.query(`UPDATE mfa_backup_codes SET code_hash = $2 WHERE id = $1`, [
          code.id,
          pepperedBackupCodeHash(box, code.code_hash),
        ]);
      }
    }

    /** Opens the secrets again; peppered backup codes cannot be unwrapped, so members regenerate them. */
    async down(q: QueryRunner): Promise<void> {
      const users: { id: string; mfa_secret: string | null; mfa_pending_secret: string | null }[] = await q.query(
        `SELECT id, mfa_secret, mfa_pending_secret FROM users WHERE mfa_secret LIKE 'v1:%' OR mfa_pending_secret LIKE 'v1:%'`,
      );
      const open = (value: string | null) => (value && SecretBox.isSealed(value) ? box.open(value) : value);
      for (const user of users) {
        await q.query(`UPDATE users SET mfa_secret = $2, mfa_pending_secret = $3 WHERE id = $1`, [
          user.id,
          open(user.mfa_secret),
          open(user.mfa_pending_secret),
        ]);
      }
    }
  };
}
