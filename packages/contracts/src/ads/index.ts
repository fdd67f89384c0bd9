export * from './ads-path.js';
