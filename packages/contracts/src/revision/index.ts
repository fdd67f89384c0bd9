export * from './revision.schemas.js';
