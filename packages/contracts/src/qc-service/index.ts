export * from './qc-service.schemas.js';
export * from './qc-rules.js';
