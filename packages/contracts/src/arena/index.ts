export * from './arena.schemas.js';
