import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { IdentityModule } from '../identity/identity.module';
import { SOCKET_HOOKS } from '../infra/socket/socket-hooks';
import { MailModule } from '../mail/mail.module';
import { UserEntity } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account/account.controller';
import { AccountService } from './account/account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf/csrf.guard';
import { CsrfService } from './csrf/csrf.service';
import { PrincipalGuard } from './guards/principal.guard';
import { MfaBackupCodeEntity } from './mfa/mfa-backup-code.entity';
import { MfaSettingsService } from './mfa/mfa-settings.service';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { VisitorPages } from './pages/visitor-pages';
import { PasswordHasher } from './password/password-hasher';
import { PasswordRecheckService } from './password/password-recheck.service';
import { PrincipalResolver } from './principal/principal-resolver.service';
import { SessionEntity } from './session/session.entity';
import { sessionStoreProvider } from './session/session-store.provider';
import { SessionService } from './session/session.service';
import { SocketAuthHooks } from './socket/socket-auth.hooks';
import { SocketRevocationGateway } from './socket/socket-revocation.gateway';
import { LocalStrategy } from './strategies/local.strategy';
import { SessionStrategy } from './strategies/session.strategy';
import { LoginThrottleService } from './throttle/login-throttle.service';
import { EmailVerificationService } from './verification/email-verification.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, MfaBackupCodeEntity]),
    PassportModule,
    UsersModule,
    MailModule,
    IdentityModule,
    EntitlementsModule,
  ],
  controllers: [AuthController, MfaController, AccountController],
  providers: [
    // Guards run in this order: who is calling (and may they), then the CSRF check for cookie principals.
    { provide: APP_GUARD, useClass: PrincipalGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: SOCKET_HOOKS, useClass: SocketAuthHooks },
    SessionStrategy,
    LocalStrategy,
    PrincipalResolver,
    CsrfService,
    sessionStoreProvider,
    SessionService,
    PasswordHasher,
    PasswordRecheckService,
    LoginThrottleService,
    MfaService,
    MfaSettingsService,
    EmailVerificationService,
    AuthService,
    AccountService,
    SocketRevocationGateway,
    VisitorPages,
  ],
  exports: [PasswordHasher, SessionService, SOCKET_HOOKS, PrincipalResolver],
})
export class AuthModule {}
