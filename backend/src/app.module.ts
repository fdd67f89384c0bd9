import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AdminModule } from './admin/admin.module';
import { AdminMonitorModule } from './admin/monitor/admin-monitor.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ArenaModule } from './arena/arena.module';
import { BillingModule } from './billing/billing.module';
import { BuilderModule } from './builder/builder.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContributionsModule } from './contributions/contributions.module';
import { BlogModule } from './blog/blog.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { RevisionModule } from './revision/revision.module';
import { DocsModule } from './developer-api/docs/docs.module';
import { OpenTdbModule } from './developer-api/opentdb/opentdb.module';
import { DeveloperKeysModule } from './developer-api/keys/keys.module';
import { V1Module } from './developer-api/v1/v1.module';
import { PaymentProvidersModule } from './billing/providers/payment-providers.module';
import { AuthModule } from './auth/auth.module';
import { DailyQuizModule } from './daily-quiz/daily-quiz.module';
import { EntitlementsModule } from './entitlements/entitlements.module';
import { LiveModule } from './live/live.module';
import { QcServiceModule } from './qc-service/qc-service.module';
import { QuestionBankModule } from './question-bank/question-bank.module';
import { FeatureFlagsModule } from './feature-flags/feature-flags.module';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { IdentityModule } from './identity/identity.module';
import type { AppConfig } from './infra/config/config';
import type { DatabaseTarget } from './infra/database/database-options';
import { HttpErrorFilter } from './infra/http/http-error.filter';
import { SpaModule } from './infra/http/spa/spa.module';
import { InfraModule } from './infra/infra.module';
import { MailModule } from './mail/mail.module';
import { SeedService } from './seed/seed.service';
import { SeoModule } from './seo/seo.module';
import { UsersModule } from './users/users.module';
import { VerticalsModule } from './verticals/verticals.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.forRoot(config, database),
        SpaModule,
        EventEmitterModule.forRoot({ wildcard: false }),
        AnalyticsModule,
        MailModule,
        UsersModule,
        IdentityModule,
        AuthModule,
        VerticalsModule,
        FeatureFlagsModule,
        AdminModule,
        QuestionBankModule,
        DailyQuizModule,
        LiveModule,
        ArenaModule,
        AdminMonitorModule,
        PaymentProvidersModule.forRoot(config),
        BillingModule,
        EntitlementsModule,
        CatalogueModule,
        BuilderModule,
        ContributionsModule,
        QcServiceModule,
        EnquiriesModule,
        BlogModule,
        OpenTdbModule,
        RevisionModule,
        DeveloperKeysModule,
        V1Module,
        DocsModule,
        SeoModule,
      ],
      controllers: [HealthController],
      providers: [HealthService, { provide: APP_FILTER, useClass: HttpErrorFilter }, SeedService],
    };
  }
}
