export * from './daily-quiz.schemas.js';
export * from './uk-date.js';
export * from './format.js';
