export * from './arena.schemas.js';
export * from './arena-season.js';
export * from './arena-lobby.schemas.js';
export * from './arena-views.schemas.js';
export * from './arena-events.schemas.js';
export * from './arena-acks.schemas.js';
export * from './arena-hosted.schemas.js';
export * from './arena-report.schemas.js';
