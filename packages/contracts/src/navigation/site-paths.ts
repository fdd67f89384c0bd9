/** Pages that other parts of the product link to by name, so each path is written once. */
export const DEVELOPER_DASHBOARD_PATH = '/developers/dashboard';
/** A member's home: the landing page sends members here (spec section 2). */
export const MEMBER_HOME_PATH = '/dashboard';

/** The admin area's sections under /admin (which is itself the live-room monitor), in the admin nav's order. */
export const ADMIN_SECTION_PATHS = [
  'users',
  'beta-testers',
  'flags',
  'question-bank',
  'subscriptions',
  'mail-outbox',
  'flagged-attempts',
  'contributions',
  'enquiries',
  'analytics',
  'audit-log',
] as const;
