export * from './enquiries.schemas.js';
