export * from './opentdb.schemas.js';
