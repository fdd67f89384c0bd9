// First: it configures zod before any schema below is built.
import './zod-setup.js';
export * from './errors/index.js';
export * from './text/text-fields.js';
export * from './auth/index.js';
export * from './users/index.js';
export * from './verticals/index.js';
export * from './feature-flags/index.js';
export * from './navigation/index.js';
export * from './seasonal/index.js';
export * from './ads/index.js';
export * from './mail/mail.schemas.js';
export * from './health/health.schemas.js';
export * from './constants.js';
export * from './daily-quiz/index.js';
export * from './live/index.js';
export * from './arena/index.js';
export * from './plans/index.js';
export * from './billing/index.js';
