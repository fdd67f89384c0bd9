export * from './catalogue.js';
export * from './catalogue.schemas.js';
