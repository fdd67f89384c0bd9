import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSpellChecker, type SpellChecker } from '@trivia/question-bank/qc';
import { britishFormOf } from './us-spellings';

/** An American spelling in a member's text and the British word to use instead. */
export interface SpellingFinding {
  word: string;
  british: string;
}

let speller: SpellChecker | null = null;

/**
 * The bank's British checker, built once on first use rather than at start-up: building it reads the en-GB
 * dictionary (about 160 ms and 45 MB here), which most requests never need. The files are read directly because
 * the package's own entry point is ESM with a top-level await, which CommonJS cannot require.
 */
function britishSpeller(): SpellChecker {
  if (!speller) {
    const dir = dirname(require.resolve('dictionary-en-gb'));
    const dictionary = { aff: readFileSync(join(dir, 'index.aff')), dic: readFileSync(join(dir, 'index.dic')) };
    speller = createSpellChecker(dictionary, []);
  }
  return speller;
}

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/** Words quoted in a question are being talked about ("How do Americans spell "colour"?"), not used. */
const QUOTED = /"[^"]*"|“[^”]*”/g;

const isBritish = (word: string) => britishSpeller().misspellings(word).length === 0;

/**
 * American spellings in a member's text, each with its British form. Conservative on purpose, because a member
 * cannot save a question while a finding stands: a capitalised word is read as a name ("Pearl Harbor", the film
 * "Airplane!", the town of Mold) and left alone, and so is any word the dictionary does not know and no known
 * American-to-British change explains (a band, a dish, "mise en place").
 */
export function spellingFindings(text: string): SpellingFinding[] {
  const findings: SpellingFinding[] = [];
  for (const [token] of text.replace(QUOTED, ' ').matchAll(WORD)) {
    const word = token.replace(/[’']s$/, '').replace(/[’']$/, '');
    if (word.length < 2 || /\p{Lu}/u.test(word) || findings.some((f) => f.word === word)) continue;
    if (isBritish(word)) continue;
    const british = britishFormOf(word, isBritish);
    if (british) findings.push({ word, british });
  }
  return findings;
}
