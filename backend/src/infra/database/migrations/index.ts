import { Accounts1763700000000 } from './1763700000000-accounts';
import { DailyQuizzes1763800000000 } from './1763800000000-daily-quizzes';
import { ArenaResults1763900000000 } from './1763900000000-arena-results';
import { LoginLimits1764100000000 } from './1764100000000-login-limits';
import { sealMfaSecretsMigration } from './1764200000000-seal-mfa-secrets';
import { MailDelivery1764300000000 } from './1764300000000-mail-delivery';
import { DailyIntegrity1764400000000 } from './1764400000000-daily-integrity';
import { QuestionMarking1764500000000 } from './1764500000000-question-marking';
import { ObservedDifficulty1764600000000 } from './1764600000000-observed-difficulty';
import { ArenaLiveAnswers1764700000000 } from './1764700000000-arena-live-answers';
import { PlansAndBilling1764800000000 } from './1764800000000-plans-and-billing';
import { AccountRoles1764810000000 } from './1764810000000-account-roles';
import { Catalogue1764900000000 } from './1764900000000-catalogue';
import { QuestionMedia1764910000000 } from './1764910000000-question-media';
import { CatalogueSearchStorage1764920000000 } from './1764920000000-catalogue-search-storage';
import { AdminConsole1764960000000 } from './1764960000000-admin-console';
import { HostedSessions1765000000000 } from './1765000000000-hosted-sessions.js';
import { LiveSessionQuizUse1765000000020 } from './1765000000020-live-session-quiz-use';
import { SessionReports1765000000300 } from './1765000000300-session-reports';
import { QuestionOrderEstimate1765010000000 } from './1765010000000-question-order-estimate';
import { PackFileFormat1765020000000 } from './1765020000000-pack-file-format';
import { Builder1766000000000 } from './1766000000000-builder';
import { Contributions1766000000100 } from './1766000000100-contributions';
import { OpenTdbTokens1767000000000 } from './1767000000000-opentdb-tokens';
import { Enquiries1767000000100 } from './1767000000100-enquiries';
import { ApiKeys1768000000000 } from './1768000000000-api-keys';
import { ApiTierPlanIds1768000000001 } from './1768000000001-api-tier-plan-ids';
import { ApiSessions1768000000100 } from './1768000000100-api-sessions';
import { ApiTierSubscriptions1768000000200 } from './1768000000200-api-tier-subscriptions';
import { RevisionPractice1768000000500 } from './1768000000500-revision-practice';
import { AnalyticsFeed1768000000700 } from './1768000000700-analytics-feed';
import { HostedOverrideApplied1768000000800 } from './1768000000800-hosted-override-applied';
import { ContributionWithdrawn1768000000900 } from './1768000000900-contribution-withdrawn';
import type { SecretBox } from '../../crypto/secret-box';

/**
 * Every migration, oldest first: run at boot (under a lock when nodes share the database). Some need the data
 * encryption key (sealing secrets that were stored in plain text), so the list is built with it.
 */
export function migrationsWith(box: SecretBox) {
  return [
    Accounts1763700000000,
    DailyQuizzes1763800000000,
    ArenaResults1763900000000,
    LoginLimits1764100000000,
    sealMfaSecretsMigration(box),
    MailDelivery1764300000000,
    DailyIntegrity1764400000000,
    QuestionMarking1764500000000,
    ObservedDifficulty1764600000000,
    ArenaLiveAnswers1764700000000,
    PlansAndBilling1764800000000,
    AccountRoles1764810000000,
    Catalogue1764900000000,
    QuestionMedia1764910000000,
    CatalogueSearchStorage1764920000000,
    AdminConsole1764960000000,
    HostedSessions1765000000000,
    LiveSessionQuizUse1765000000020,
    SessionReports1765000000300,
    QuestionOrderEstimate1765010000000,
    PackFileFormat1765020000000,
    Builder1766000000000,
    Contributions1766000000100,
    OpenTdbTokens1767000000000,
    Enquiries1767000000100,
    ApiKeys1768000000000,
    ApiTierPlanIds1768000000001,
    ApiSessions1768000000100,
    ApiTierSubscriptions1768000000200,
    RevisionPractice1768000000500,
    AnalyticsFeed1768000000700,
    HostedOverrideApplied1768000000800,
    ContributionWithdrawn1768000000900,
  ];
}
