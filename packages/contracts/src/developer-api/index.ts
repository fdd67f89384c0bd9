export * from './opentdb.schemas.js';
export * from './keys.schemas.js';
export * from './v1.schemas.js';
