import { Injectable } from '@nestjs/common';
import type { BackupCodesResponse, MfaSetupResponse, OkResponse } from '@trivia/contracts';
import type { UserEntity } from '../../users/user.entity';
import { PasswordRecheckService } from '../password/password-recheck.service';
import { MfaService } from './mfa.service';

/** The settings screen's MFA actions: disabling also asks for the password, as a stolen session must not suffice. */
@Injectable()
export class MfaSettingsService {
  constructor(
    private readonly mfa: MfaService,
    private readonly recheck: PasswordRecheckService,
  ) {}

  beginSetup(user: UserEntity): Promise<MfaSetupResponse> {
    return this.mfa.beginSetup(user);
  }

  enable(user: UserEntity, code: string): Promise<BackupCodesResponse> {
    return this.mfa.enable(user, code);
  }

  async disable(
    user: UserEntity,
    input: { password: string; code: string; useBackupCode?: boolean },
  ): Promise<OkResponse> {
    await this.recheck.assert(user, input.password, 'password');
    await this.mfa.disable(user, input.code, input.useBackupCode === true);
    return { ok: true };
  }

  regenerateBackupCodes(user: UserEntity, code: string): Promise<BackupCodesResponse> {
    return this.mfa.regenerateBackupCodes(user, code);
  }
}
