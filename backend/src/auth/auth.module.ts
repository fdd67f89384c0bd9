import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../analytics/analytics.module';
import { DailyQuizModule } from '../daily-quiz/daily-quiz.module';
import { MailModule } from '../mail/mail.module';
import { UserEntity } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account/account.controller';
import { AccountService } from './account/account.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf/csrf.guard';
import { CsrfService } from './csrf/csrf.service';
import { MfaBackupCodeEntity } from './mfa/mfa-backup-code.entity';
import { MfaSettingsService } from './mfa/mfa-settings.service';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { PasswordHasher } from './password/password-hasher';
import { SessionEntity } from './session/session.entity';
import { sessionStoreProvider } from './session/session-store.provider';
import { SessionService } from './session/session.service';
import { LoginFailureEntity } from './throttle/login-failure.entity';
import { LoginThrottleService } from './throttle/login-throttle.service';
import { EmailVerificationService } from './verification/email-verification.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, MfaBackupCodeEntity, LoginFailureEntity]),
    UsersModule,
    MailModule,
    AnalyticsModule,
    DailyQuizModule,
  ],
  controllers: [AuthController, MfaController, AccountController],
  providers: [
    // Guards run in this order: CSRF first, so a forged request is refused before any session work.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
    CsrfService,
    sessionStoreProvider,
    SessionService,
    PasswordHasher,
    LoginThrottleService,
    MfaService,
    MfaSettingsService,
    EmailVerificationService,
    AuthService,
    AccountService,
  ],
  exports: [PasswordHasher, SessionService],
})
export class AuthModule {}
