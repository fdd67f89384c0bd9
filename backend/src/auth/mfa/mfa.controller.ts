import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type BackupCodesResponse,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  type MfaSetupResponse,
  type OkResponse,
} from '@trivia/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../../common/auth.decorators';
import { validate } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../users/user.entity';
import { MfaSettingsService } from './mfa-settings.service';

@Controller('auth/mfa')
export class MfaController {
  constructor(private readonly mfaSettings: MfaSettingsService) {}

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentUser() user: UserEntity): Promise<MfaSetupResponse> {
    return this.mfaSettings.beginSetup(user);
  }

  @Post('enable')
  @HttpCode(200)
  enable(
    @CurrentUser() user: UserEntity,
    @Body(validate(mfaCodeRequestSchema)) body: { code: string },
  ): Promise<BackupCodesResponse> {
    return this.mfaSettings.enable(user, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  disable(
    @CurrentUser() user: UserEntity,
    @Body(validate(mfaDisableRequestSchema)) body: z.output<typeof mfaDisableRequestSchema>,
  ): Promise<OkResponse> {
    return this.mfaSettings.disable(user, body);
  }

  @Post('backup-codes')
  @HttpCode(200)
  backupCodes(
    @CurrentUser() user: UserEntity,
    @Body(validate(mfaCodeRequestSchema)) body: { code: string },
  ): Promise<BackupCodesResponse> {
    return this.mfaSettings.regenerateBackupCodes(user, body.code);
  }
}
