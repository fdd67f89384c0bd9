export * from './analytics-values.js';
export * from './analytics-limits.js';
export * from './analytics-feed.js';
export * from './analytics-report.js';
