export * from './navigation.js';
export * from './site-identity.js';
export * from './page-meta.js';
export * from './page-match.js';
export * from './page-head.js';
export * from './structured-data.js';
export * from './site-paths.js';
export * from './first-paint-script.js';
