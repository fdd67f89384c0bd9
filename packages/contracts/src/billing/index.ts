export * from './billing.schemas.js';
