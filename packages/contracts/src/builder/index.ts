export * from './builder.schemas.js';
