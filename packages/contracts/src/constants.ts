/** Business constants and limits of spec section 9. */
export const DAILY_STANDARD_QUESTIONS = 15;
export const DAILY_MC_QUESTIONS = 20;
export const DAILY_MC_OPTIONS = 4;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_LONG_LENGTH = 12;
export const STRENGTH_BANDS = { fair: 40, good: 70, strong: 90 } as const;

export const CUSTOM_QUIZZES_PER_MONTH = { min: 10, max: 15 } as const;
export const QUIZ_LENGTHS = [30, 50, 70] as const;
export const PUB_QUIZ_QUESTIONS = 50;
export const QUIZ_ARCHETYPE_COUNT = 16;

export const CURRENCY = 'GBP';
export const PRICE_FROM_GBP = 9.99;
export const PUB_PLAN_RANGE_GBP = { min: 12, max: 25 } as const;
export const MONEY_BACK_DAYS = 30;

export const FEATURE_FLAG_CACHE_MS = 300_000;
export const ROLE_SWITCHER_MODAL_MAX_WIDTH = 768;
export const LOGIN_REDIRECT_DELAY_MS = 100;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  autoCloseMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;
export const TOOLTIP_DELAY = { openMs: 700, skipMs: 300 } as const;

export const ANALYTICS_VALUES = {
  developerSignupFree: 5,
  developerSignupPaid: 20,
  apiTierUpgrade: 25,
  apiKeyCreated: 3,
  apiDocsView: 2,
  newsletter: 2,
  seasonalView: 3,
  seasonalDownload: 4,
  verticalSelectedAuto: 1,
  verticalSelected: 3,
} as const;
export const DEFAULT_SELECTION_SOURCE = 'homepage_switcher';
export const HEADER_SELECTION_SOURCE = 'header_dropdown';

export const ERROR_MONITORING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  redactedFields: ['password', 'token', 'secret', 'authorization', 'api-key', 'api_key', 'apikey'],
} as const;

export const STORAGE_KEYS = {
  theme: 'theme',
  selectedVertical: 'selectedVertical',
  splashSeen: 'splashSeen',
  /** 'granted' or 'essential': the visitor's answer to the cookie banner (issue 16 §2). */
  analyticsConsent: 'analyticsConsent',
  /** A random first-party id kept only while analytics is accepted. */
  analyticsVisitorId: 'analyticsVisitorId',
} as const;
