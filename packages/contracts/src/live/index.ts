export * from './socket-events.js';
