import { lazy, type ComponentType } from 'react';

/** React.lazy wants a default export; features only have named ones. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as unknown as M[K];
}

export const LandingPage = lazyNamed(() => import('../../features/landing'), 'LandingPage');
export const SplashPage = lazyNamed(() => import('../../features/splash'), 'SplashPage');
export const DashboardPage = lazyNamed(() => import('../../features/dashboard'), 'DashboardPage');
export const SettingsPage = lazyNamed(() => import('../../features/settings'), 'SettingsPage');
export const VerifyEmailPage = lazyNamed(() => import('../../features/verify-email'), 'VerifyEmailPage');
const admin = () => import('../../features/admin');
export const AdminLayout = lazyNamed(admin, 'AdminLayout');
export const AdminLiveRooms = lazyNamed(admin, 'LiveRoomsSection');
export const AdminUsers = lazyNamed(admin, 'UsersSection');
export const AdminBetaTesters = lazyNamed(admin, 'BetaTestersSection');
export const AdminFlags = lazyNamed(admin, 'FlagsSection');
export const AdminQuestionBank = lazyNamed(admin, 'QuestionBankSection');
export const AdminSubscriptions = lazyNamed(admin, 'SubscriptionsSection');
export const AdminMailOutbox = lazyNamed(admin, 'MailOutboxSection');
export const AdminFlaggedAttempts = lazyNamed(admin, 'FlaggedAttemptsSection');
export const AdminAuditLog = lazyNamed(admin, 'AuditLogSection');
export const AdminContributions = lazyNamed(admin, 'ContributionsSection');
export const AuthScreen = lazyNamed(() => import('../../features/auth'), 'AuthScreen');
export const PrivacyPolicyPage = lazyNamed(() => import('../../features/legal'), 'PrivacyPolicyPage');
export const TermsOfServicePage = lazyNamed(() => import('../../features/legal'), 'TermsOfServicePage');
export const CookiePolicyPage = lazyNamed(() => import('../../features/legal'), 'CookiePolicyPage');
export const AboutPage = lazyNamed(() => import('../../features/legal'), 'AboutPage');
export const ContactPage = lazyNamed(() => import('../../features/legal'), 'ContactPage');
export const DailyStandardQuizPage = lazyNamed(() => import('../../features/daily-quiz'), 'DailyStandardQuizPage');
export const DailyMcQuizPage = lazyNamed(() => import('../../features/daily-quiz'), 'DailyMcQuizPage');
export const DailyQuizzesPage = lazyNamed(() => import('../../features/daily-quiz'), 'DailyQuizzesPage');
export const DailyLeaderboardPage = lazyNamed(() => import('../../features/daily-quiz'), 'DailyLeaderboardPage');
export const UserStatsPage = lazyNamed(() => import('../../features/user-stats'), 'UserStatsPage');
export const AttributionsPage = lazyNamed(() => import('../../features/question-bank'), 'AttributionsPage');
export const ArenaPage = lazyNamed(() => import('../../features/arena'), 'ArenaPage');
export const ArenaHistoryPage = lazyNamed(() => import('../../features/arena'), 'ArenaHistoryPage');
export const ArenaLeaderboardPage = lazyNamed(() => import('../../features/arena'), 'ArenaLeaderboardPage');
const hosted = () => import('../../features/hosted');
export const HostSessionPage = lazyNamed(hosted, 'HostSessionPage');
export const PresenterPage = lazyNamed(hosted, 'PresenterPage');
export const PlayerPage = lazyNamed(hosted, 'PlayerPage');
export const PricingPage = lazyNamed(() => import('../../features/pricing'), 'PricingPage');
export const BillingPage = lazyNamed(() => import('../../features/billing'), 'BillingPage');
export const SubscriptionSuccessPage = lazyNamed(() => import('../../features/billing'), 'SubscriptionSuccessPage');
export const TestCheckoutPage = lazyNamed(() => import('../../features/test-checkout'), 'TestCheckoutPage');
export const CataloguePage = lazyNamed(() => import('../../features/catalogue'), 'CataloguePage');
export const QuizDetailPage = lazyNamed(() => import('../../features/catalogue'), 'QuizDetailPage');
export const LibraryPage = lazyNamed(() => import('../../features/catalogue'), 'LibraryPage');
export const PubQuizLandingPage = lazyNamed(() => import('../../features/catalogue'), 'PubQuizLandingPage');
const builder = () => import('../../features/builder');
export const BuilderLandingPage = lazyNamed(builder, 'BuilderLandingPage');
export const BuilderPage = lazyNamed(builder, 'BuilderPage');
export const DraftEditorPage = lazyNamed(builder, 'DraftEditorPage');
export const EditQuizPage = lazyNamed(builder, 'EditQuizPage');
export const SessionReportPage = lazyNamed(() => import('../../features/session-reports'), 'SessionReportPage');
export const ContributePage = lazyNamed(() => import('../../features/contribute'), 'ContributePage');
export const OwnResultPage = lazyNamed(() => import('../../features/session-reports'), 'OwnResultPage');
