export * from './arena.schemas.js';
export * from './arena-season.js';
export * from './arena-lobby.schemas.js';
