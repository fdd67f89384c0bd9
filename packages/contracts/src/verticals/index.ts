export * from './verticals.js';
