export * from './opentdb.schemas.js';
export * from './keys.schemas.js';
export * from './v1.schemas.js';
export * from './opentdb-responses.schemas.js';
export * from './docs.schemas.js';
