export * from './feature-flags.js';
