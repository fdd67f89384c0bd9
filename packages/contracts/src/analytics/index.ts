export * from './analytics-values.js';
