import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { DailyQuizModule } from '../daily-quiz/daily-quiz.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { FeatureFlagsModule } from '../feature-flags/feature-flags.module';
import { MailModule } from '../mail/mail.module';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminAuditController } from './audit/admin-audit.controller';
import { AdminAuditEntity } from './audit/admin-audit.entity';
import { AdminAuditService } from './audit/admin-audit.service';
import { AdminFlagsController } from './flags/admin-flags.controller';
import { AdminFlagsService } from './flags/admin-flags.service';
import { AdminBankStatsService } from './question-bank/admin-bank-stats.service';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersService } from './users/admin-users.service';
import { LastLoginListener } from './users/last-login.listener';

/**
 * The admin console's API: users, flags and beta testers, question bank stats, mail and flagged attempts, and
 * the audit log. Other domains' admin tools (the live-room monitor) import this module for AdminAuditService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminAuditEntity]),
    MailModule,
    DailyQuizModule,
    UsersModule,
    AuthModule,
    EntitlementsModule,
    FeatureFlagsModule,
    QuestionBankModule,
  ],
  controllers: [AdminController, AdminUsersController, AdminFlagsController, AdminAuditController],
  providers: [AdminAuditService, AdminUsersService, AdminFlagsService, AdminBankStatsService, LastLoginListener],
  exports: [AdminAuditService],
})
export class AdminModule {}
