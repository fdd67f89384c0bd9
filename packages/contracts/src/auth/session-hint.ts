/**
 * The meta tag the server writes into a page sent to a browser that has no session cookie at all: the app can take
 * such a visitor as logged out at once instead of asking `GET /api/auth/me` for a 401 (spec section 4) on every
 * first visit. No zod here: the app's first download reads it.
 */
export const NO_SESSION_META = { name: 'trivia-session', content: 'none' } as const;
