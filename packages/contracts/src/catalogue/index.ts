export * from './catalogue.js';
export * from './catalogue.schemas.js';
export * from './categories.js';
