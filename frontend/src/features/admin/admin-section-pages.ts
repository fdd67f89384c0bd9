import type { ComponentType } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

// Each section is a chunk of its own, loaded from the admin area's chunk (not the app's entry, which would carry every
// section's preload list): /admin, the live-room monitor, loads neither the bank's, the contributions' nor the
// analytics' code.
const existing = () => import('./sections/existing-sections');

/** The page of each section, by its path in ADMIN_SECTIONS. */
export const ADMIN_SECTION_PAGES: Readonly<Record<string, ComponentType>> = {
  '': lazyNamed(() => import('./sections/live-rooms-section'), 'LiveRoomsSection'),
  users: lazyNamed(() => import('./sections/users-section'), 'UsersSection'),
  'beta-testers': lazyNamed(() => import('./sections/beta-testers-section'), 'BetaTestersSection'),
  flags: lazyNamed(() => import('./sections/flags-section'), 'FlagsSection'),
  'question-bank': lazyNamed(() => import('./sections/question-bank-section'), 'QuestionBankSection'),
  subscriptions: lazyNamed(existing, 'SubscriptionsSection'),
  'mail-outbox': lazyNamed(existing, 'MailOutboxSection'),
  'flagged-attempts': lazyNamed(existing, 'FlaggedAttemptsSection'),
  contributions: lazyNamed(() => import('./sections/contributions-section'), 'ContributionsSection'),
  enquiries: lazyNamed(() => import('./sections/enquiries-section'), 'EnquiriesSection'),
  analytics: lazyNamed(() => import('./sections/analytics-section'), 'AnalyticsSection'),
  'audit-log': lazyNamed(() => import('./sections/audit-log-section'), 'AuditLogSection'),
};
