export { editDistance } from './edit-distance.js';
export { markAnswer, spellingDistance, typoBudget } from './mark.js';
export type { AcceptedAnswer, MarkOptions, MarkReason, MarkResult } from './mark.js';
export { foldLetters, normaliseAnswer } from './normalise.js';
export { parseNumberWords, replaceNumberWords } from './numbers.js';
export { foldSpellingVariant, foldSpellingVariants } from './variants.js';
