export * from './contributions.schemas.js';
