export * from './analytics-values.js';
export * from './analytics-feed.js';
export * from './analytics-report.js';
