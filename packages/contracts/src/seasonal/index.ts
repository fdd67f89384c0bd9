export * from './seasonal-theme.js';
