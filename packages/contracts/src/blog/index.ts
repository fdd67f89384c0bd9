export * from './blog.schemas.js';
