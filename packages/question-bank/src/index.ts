export { ATTRIBUTIONS, type Attribution } from './attributions.js';
export { generateDrafts, generateQuestionBank, type QuestionBank } from './generate.js';
export { DISPUTED, type DisputedEntry } from './qc/disputed.js';
export { normalisePrompt, similarity } from './qc/duplicates.js';
export { createSpellChecker, type Dictionary, type SpellChecker } from './qc/spelling.js';
export { computeStats, type BankStats } from './stats.js';
export * from './types.js';
