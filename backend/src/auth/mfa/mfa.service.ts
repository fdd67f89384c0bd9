import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type BackupCodesResponse, type MfaSetupResponse, SITE_NAME } from '@trivia/contracts';
import * as QRCode from 'qrcode';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { SECRET_BOX, type SecretBox } from '../../infra/crypto/secret-box';
import { UserEntity } from '../../users/user.entity';
import { generateBackupCodes, hashBackupCode } from './backup-codes';
import { MfaBackupCodeEntity } from './mfa-backup-code.entity';
import { generateTotpSecret, otpauthUrl, verifyTotp } from './totp';

const ISSUER = SITE_NAME;

@Injectable()
export class MfaService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(MfaBackupCodeEntity) private readonly backupCodes: Repository<MfaBackupCodeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SECRET_BOX) private readonly box: SecretBox,
  ) {}

  /** Offers a new secret (sealed at rest); it only takes effect once a code from it is confirmed. */
  async beginSetup(user: UserEntity): Promise<MfaSetupResponse> {
    if (user.mfaEnabled) throw new AppException('VAL_001', 'Two-factor authentication is already on');
    const secret = generateTotpSecret();
    await this.users.update({ id: user.id }, { mfaPendingSecret: this.box.seal(secret) });
    const url = otpauthUrl(ISSUER, user.email, secret);
    return { secret, otpauthUrl: url, qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
  }

  async enable(user: UserEntity, code: string): Promise<BackupCodesResponse> {
    if (user.mfaEnabled) throw new AppException('VAL_001', 'Two-factor authentication is already on');
    if (!user.mfaPendingSecret) throw new AppException('VAL_001', 'Start the set-up first');
    const step = verifyTotp(this.box.open(user.mfaPendingSecret), code, Date.now(), null);
    if (step === null) throw new AppException('AUTH_007', 'Invalid MFA code');
    const codes = generateBackupCodes();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        UserEntity,
        { id: user.id },
        { mfaEnabled: true, mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaLastStep: String(step) },
      );
      await this.replaceBackupCodes(manager.getRepository(MfaBackupCodeEntity), user.id, codes);
    });
    return { backupCodes: codes };
  }

  async disable(user: UserEntity, code: string, useBackupCode: boolean): Promise<void> {
    if (!user.mfaEnabled) throw new AppException('VAL_001', 'Two-factor authentication is not on');
    if (!(await this.consumeCode(user, code, useBackupCode))) throw new AppException('AUTH_007', 'Invalid MFA code');
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { mfaEnabled: false, mfaSecret: null, mfaLastStep: null });
      await manager.delete(MfaBackupCodeEntity, { userId: user.id });
    });
  }

  async regenerateBackupCodes(user: UserEntity, code: string): Promise<BackupCodesResponse> {
    if (!user.mfaEnabled) throw new AppException('VAL_001', 'Two-factor authentication is not on');
    if (!(await this.consumeCode(user, code, false))) throw new AppException('AUTH_007', 'Invalid MFA code');
    const codes = generateBackupCodes();
    await this.dataSource.transaction((manager) =>
      this.replaceBackupCodes(manager.getRepository(MfaBackupCodeEntity), user.id, codes),
    );
    return { backupCodes: codes };
  }

  /**
   * Checks a second-factor code and uses it up: a TOTP step is recorded as the last used, a backup code is
   * marked used. Both are conditional updates, so two requests racing with one code cannot both succeed.
   */
  async consumeCode(user: UserEntity, code: string, useBackupCode: boolean): Promise<boolean> {
    if (useBackupCode) {
      const result = await this.backupCodes.update(
        { userId: user.id, codeHash: hashBackupCode(this.box, code), usedAt: IsNull() },
        { usedAt: new Date() },
      );
      return (result.affected ?? 0) > 0;
    }
    if (!user.mfaSecret) return false;
    const lastStep = user.mfaLastStep === null ? null : Number(user.mfaLastStep);
    const step = verifyTotp(this.box.open(user.mfaSecret), code.trim(), Date.now(), lastStep);
    if (step === null) return false;
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ mfaLastStep: String(step) })
      .where('id = :id AND (mfa_last_step IS NULL OR mfa_last_step < :step)', { id: user.id, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async remainingBackupCodes(userId: string): Promise<number> {
    return this.backupCodes.countBy({ userId, usedAt: IsNull() });
  }

  private async replaceBackupCodes(
    repo: Repository<MfaBackupCodeEntity>,
    userId: string,
    codes: string[],
  ): Promise<void> {
    await repo.delete({ userId });
    await repo.insert(codes.map((code) => ({ userId, codeHash: hashBackupCode(this.box, code) })));
  }
}
