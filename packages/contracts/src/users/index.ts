export * from './users.schemas.js';
