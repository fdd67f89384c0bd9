import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type BackupCodesResponse,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  type MfaSetupResponse,
  type OkResponse,
} from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../../identity';
import { MfaSettingsService } from './mfa-settings.service';

@Controller('auth/mfa')
export class MfaController {
  constructor(private readonly mfaSettings: MfaSettingsService) {}

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentPrincipal('member') member: MemberPrincipal): Promise<MfaSetupResponse> {
    return this.mfaSettings.beginSetup(member.user);
  }

  @Post('enable')
  @HttpCode(200)
  enable(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(mfaCodeRequestSchema)) body: { code: string },
  ): Promise<BackupCodesResponse> {
    return this.mfaSettings.enable(member.user, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  disable(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(mfaDisableRequestSchema)) body: z.output<typeof mfaDisableRequestSchema>,
  ): Promise<OkResponse> {
    return this.mfaSettings.disable(member.user, body);
  }

  @Post('backup-codes')
  @HttpCode(200)
  backupCodes(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(mfaCodeRequestSchema)) body: { code: string },
  ): Promise<BackupCodesResponse> {
    return this.mfaSettings.regenerateBackupCodes(member.user, body.code);
  }
}
