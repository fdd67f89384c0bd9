import { DEVELOPER_DASHBOARD_PATH } from '../navigation/site-paths.js';
import type { ErrorCode } from './error-codes.js';

/** What the user can do about an error: go somewhere, retry the request, or reload the page. */
export type ErrorAction =
  | { kind: 'navigate'; label: string; href: string }
  | { kind: 'retry'; label: string }
  | { kind: 'reload'; label: string };

export interface CatalogueEntry {
  title: string;
  description: string;
  action?: ErrorAction;
  /** The HTTP status the backend answers with when it raises this code. */
  status: number;
}

export const WEAK_PASSWORD_MESSAGE = 'Password must be at least 8 characters with uppercase, lowercase, and numbers.';

const logIn: ErrorAction = { kind: 'navigate', label: 'Log In', href: '/auth/login' };
const viewPlans: ErrorAction = { kind: 'navigate', label: 'View Plans', href: '/pricing' };
const retry: ErrorAction = { kind: 'retry', label: 'Retry' };

/** Spec section 8, one entry per code; codes the spec leaves without text carry ours. */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  NET_001: {
    title: 'Request timed out',
    description: 'The server took too long to answer. Please try again.',
    action: retry,
    status: 504,
  },
  NET_002: {
    title: 'No internet connection',
    description: 'Please check your connection and try again.',
    action: { kind: 'reload', label: 'Retry' },
    status: 503,
  },
  NET_003: {
    title: 'Server error',
    description: 'Our servers are having issues. Please try again in a few minutes.',
    action: retry,
    status: 500,
  },
  NET_004: {
    title: 'Service unavailable',
    description: 'Part of our service is down for a moment. Please try again in a few seconds.',
    action: retry,
    status: 503,
  },
  AUTH_001: {
    title: 'Login failed',
    description: 'Email or password is incorrect. Please check and try again.',
    status: 401,
  },
  AUTH_002: {
    title: 'Account temporarily locked',
    description: 'Too many failed sign-in attempts. Please wait a while before trying again.',
    status: 429,
  },
  AUTH_003: {
    title: 'Email already registered',
    description: 'An account with this email already exists.',
    action: logIn,
    status: 409,
  },
  AUTH_004: { title: 'Weak password', description: WEAK_PASSWORD_MESSAGE, status: 400 },
  AUTH_005: {
    title: 'Session expired',
    description: 'Please log in again to continue.',
    action: logIn,
    status: 401,
  },
  AUTH_006: {
    title: 'MFA required',
    description: 'Enter the code from your authenticator app to finish signing in.',
    status: 401,
  },
  AUTH_007: {
    title: 'Invalid code',
    description: 'That code is incorrect or has already been used.',
    status: 401,
  },
  AUTH_008: {
    title: 'Security check failed',
    description: 'Your security token is missing or has expired. Please reload the page and try again.',
    action: { kind: 'reload', label: 'Reload Page' },
    status: 403,
  },
  AUTH_009: {
    title: 'Link invalid or expired',
    // The /verify-email page offers the new link itself (or a log-in first); so do the dashboard and Settings.
    description:
      'This verification link is invalid or has expired. Links work for 48 hours; you can get a new one while logged in.',
    status: 400,
  },
  AUTH_010: {
    title: 'Not allowed',
    description: 'Your account does not have permission to do that.',
    status: 403,
  },
  AUTH_011: {
    title: 'Account disabled',
    description: 'This account has been disabled. Contact support if you think this is a mistake.',
    action: { kind: 'navigate', label: 'Contact Us', href: '/contact' },
    status: 403,
  },
  QUIZ_001: {
    title: 'Quota exceeded',
    description: "You've reached your monthly limit. Upgrade for more quizzes.",
    action: { kind: 'navigate', label: 'Upgrade', href: '/pricing' },
    status: 429,
  },
  QUIZ_002: {
    title: 'Quiz generation failed',
    description: 'We could not generate that quiz. Please try again.',
    action: retry,
    // The bank cannot fill what was asked (the message names what is short): a choice to change, not a server fault.
    status: 422,
  },
  QUIZ_003: {
    title: 'Quiz needs changes',
    description: 'Some of the quiz settings are not valid. Please check them and try again.',
    status: 400,
  },
  DL_001: {
    title: 'Access denied',
    description: 'Please subscribe to access this feature.',
    action: viewPlans,
    status: 403,
  },
  DL_002: {
    title: 'Download failed',
    description: 'The download could not be completed. Please try again.',
    action: retry,
    status: 500,
  },
  DL_003: {
    title: 'Download limit reached',
    description: "You've used all of this month's downloads. Upgrade for more.",
    action: viewPlans,
    status: 429,
  },
  PAY_001: {
    title: 'Payment error',
    description: 'We could not take the payment. Please try again.',
    action: retry,
    status: 402,
  },
  PAY_002: {
    title: 'Payment failed',
    description: 'Your card was declined. Please try a different payment method.',
    action: { kind: 'navigate', label: 'Update Payment', href: '/settings' },
    status: 402,
  },
  PAY_003: {
    title: 'Subscription failed',
    description:
      'Our payment provider could not be reached, so nothing was changed and you have not been charged. Please try again in a few minutes.',
    action: retry,
    status: 503,
  },
  PAY_004: {
    title: 'Refund not available',
    description: 'The money-back guarantee covers 30 days from your first payment on a plan.',
    status: 409,
  },
  PAY_005: {
    title: 'Already subscribed',
    description: 'You already have a subscription. Change or cancel it from Billing & Subscription.',
    action: { kind: 'navigate', label: 'Open Billing', href: '/billing' },
    status: 409,
  },
  VAL_001: {
    title: 'Invalid input',
    description: 'Some of the information sent was not valid. Please check it and try again.',
    status: 400,
  },
  RATE_001: {
    title: 'Too many requests',
    description: "You're doing that too often. Please wait a moment and try again.",
    status: 429,
  },
  RES_001: {
    title: 'Not found',
    description: 'What you asked for does not exist or has been removed.',
    status: 404,
  },
  ARENA_001: { title: 'Too late', description: 'Time was up before your answer arrived.', status: 409 },
  ARENA_002: { title: 'Already answered', description: 'You have already answered this question.', status: 409 },
  ARENA_003: {
    title: 'Not an option',
    description: 'That answer is not one of the options for this question.',
    status: 400,
  },
  ARENA_004: { title: 'Not now', description: 'The game is not at a point where that can be done.', status: 409 },
  ARENA_005: { title: 'Host only', description: 'Only the host can do that.', status: 403 },
  ARENA_006: { title: 'Room full', description: 'This room is full. Try another room or start your own.', status: 409 },
  ARENA_007: { title: 'Nickname taken', description: 'Someone in this room already uses that nickname.', status: 409 },
  ARENA_008: { title: 'Not in this room', description: 'Join the room before playing in it.', status: 403 },
  ARENA_009: { title: 'Removed from the room', description: 'The host removed you from this game.', status: 403 },
  ARENA_010: {
    title: 'Room not found',
    description: 'No game is running with that PIN. Check the PIN with your host.',
    status: 404,
  },
  ADMIN_001: {
    title: 'Not on your own account',
    description:
      'You cannot take away your own administrator rights or disable your own account. Ask another administrator.',
    status: 409,
  },
  ADMIN_002: {
    title: 'Last administrator',
    description: 'This change would leave no active administrator. Make someone else an administrator first.',
    status: 409,
  },
  API_001: {
    title: 'API key required',
    description: 'Send a valid API key in the X-API-Key header. Create one in the developer dashboard.',
    action: { kind: 'navigate', label: 'Developer Dashboard', href: DEVELOPER_DASHBOARD_PATH },
    status: 401,
  },
  API_002: {
    title: 'Not in your API tier',
    description: 'Your API tier does not include this. Upgrade your tier to use it.',
    action: { kind: 'navigate', label: 'API Pricing', href: '/pricing/developers' },
    status: 403,
  },
  API_003: {
    title: 'Origin not allowed',
    description: 'This publishable key may only be used from the origins listed on it, and only to read.',
    status: 403,
  },
  API_004: {
    title: 'Key limit reached',
    description: 'Your API tier allows no more live keys. Revoke one you no longer use, or upgrade your tier.',
    action: { kind: 'navigate', label: 'API Pricing', href: '/pricing/developers' },
    status: 409,
  },
  ERR_000: {
    title: 'Something went wrong',
    description: 'An unexpected error occurred. Please try again.',
    status: 500,
  },
};
