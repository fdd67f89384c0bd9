export * from './error-codes.js';
export * from './error-catalogue.js';
export * from './error-body.js';
export * from './structured-error.js';
export * from './error-body-guard.js';
