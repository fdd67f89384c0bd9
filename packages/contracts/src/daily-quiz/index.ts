export * from './daily-quiz-kinds.js';
export * from './daily-quiz.schemas.js';
export * from './uk-date.js';
export * from './format.js';
