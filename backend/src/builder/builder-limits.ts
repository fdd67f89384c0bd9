import type { RateLimitPolicy } from '../infra/rate-limit/rate-limiter';

/** Drafts a member may start in an hour (drawn, imported or opened from a saved quiz): each draws from the bank. */
export const DRAFTS_STARTED: RateLimitPolicy = {
  name: 'builder-drafts',
  points: 30,
  windowSeconds: 60 * 60,
  scope: 'shared',
};

/** Swaps in ten minutes: plenty for going through a 70-question draft, not a way to page through the bank. */
export const QUESTIONS_SWAPPED: RateLimitPolicy = {
  name: 'builder-swaps',
  points: 150,
  windowSeconds: 10 * 60,
  scope: 'shared',
};

/** CSV imports in an hour (each parses up to 1 MB and runs QC on every row). */
export const CSV_IMPORTS: RateLimitPolicy = {
  name: 'builder-imports',
  points: 20,
  windowSeconds: 60 * 60,
  scope: 'shared',
};

/**
 * Autosaves in ten minutes: the editor saves 0.8 s after each pause and one save at a time, so a member editing
 * without stop sends about one a second; twice that is room enough, and a script rewriting drafts is stopped.
 */
export const DRAFT_AUTOSAVES: RateLimitPolicy = {
  name: 'builder-autosaves',
  points: 1200,
  windowSeconds: 10 * 60,
  scope: 'shared',
};
