export * from './money.js';
export * from './plans.js';
export * from './plans.schemas.js';
export * from './subscription-access.js';
export * from './entitlements.schemas.js';
export * from './api-tiers.js';
export * from './billable-products.js';
