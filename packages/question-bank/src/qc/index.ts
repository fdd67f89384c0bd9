/**
 * The bank's QC rules that judge one question on its own, for a server checking questions members write. Kept apart
 * from the package's main entry, which loads every fact table and generator.
 */
export { giveawayReasons } from './giveaways.js';
export { createSpellChecker, EXTRA_WORDS, type Dictionary, type SpellChecker } from './spelling.js';
export { normalise } from '../lib/text.js';
export { TRUE_FALSE_OPTIONS } from '../types.js';
