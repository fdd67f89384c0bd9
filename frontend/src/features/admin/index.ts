export { AdminLayout } from './components/admin-layout';
export { ADMIN_SECTIONS } from './admin-sections';
export { LiveRoomsSection } from './sections/live-rooms-section';
export { UsersSection } from './sections/users-section';
export { BetaTestersSection } from './sections/beta-testers-section';
export { FlagsSection } from './sections/flags-section';
export { QuestionBankSection } from './sections/question-bank-section';
export { AuditLogSection } from './sections/audit-log-section';
export { FlaggedAttemptsSection, MailOutboxSection, SubscriptionsSection } from './sections/existing-sections';
