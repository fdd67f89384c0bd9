export * from './admin-page.js';
export * from './admin-audit.schemas.js';
export * from './admin-users.schemas.js';
export * from './admin-flags.schemas.js';
export * from './admin-bank.schemas.js';
export * from './admin-monitor.schemas.js';
