import nspell from 'nspell';

export interface Dictionary {
  aff: Uint8Array | string;
  dic: Uint8Array | string;
}

/** Words the dictionary lacks that are right in British English (IUPAC "sulfur" is the RSC's spelling). */
export const EXTRA_WORDS = [
  'sulfur',
  'Sulfur',
  'demonym',
  'Leicestershire',
  'dialling',
  'Olympiad',
  'spacewalk',
  'woodwind',
  'cor',
  'anglais',
  'celesta',
  'glockenspiel',
  'contrabassoon',
  'euphonium',
  'timpani',
  'eyas',
  'Eyas',
  'Cete',
  'Parr',
  'Elver',
  'Leveret',
  'Squab',
  'Poult',
  'Spat',
  'Gosling',
  'Owlet',
  'Eaglet',
  'Cygnet',
  'Joey',
  'Shrewdness',
  'Murmuration',
  // Proper nouns and technical terms in our own fact tables (checked against the OED and the BIPM SI Brochure).
  'Hawkeye',
  'Cornhusker',
  'sulfuric',
  'hydrochloric',
  'nitrous',
  'candela',
  'tesla',
  'weber',
  'henry',
  'illuminance',
  'Mainz',
  'Komodo',
  'caecilian',
  'ippon',
  'Fosbury',
  'épée',
];

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;

/** The dictionary knows the straight apostrophe only: a curly one inside a word (B’Stard, d’être) is the same. */
const straight = (word: string) => word.replace(/’/g, "'");

export interface SpellChecker {
  misspellings(text: string): string[];
}

/** Only flags: context-dependent spellings (program/programme) and proper nouns are never rewritten. */
export function createSpellChecker(dictionary: Dictionary, properNouns: Iterable<string>): SpellChecker {
  const speller = nspell(dictionary as unknown as Parameters<typeof nspell>[0]);
  for (const word of EXTRA_WORDS) speller.add(word);
  for (const name of properNouns) {
    for (const token of name.match(WORD) ?? []) speller.add(straight(token.replace(/[’']s$/, '')));
  }
  return {
    misspellings(text) {
      const cleaned = text.replace(/\.[a-z]{2}\b/g, ' ').replace(/\b[A-Z]{2,4}\b/g, ' ');
      const bad: string[] = [];
      for (const raw of cleaned.match(WORD) ?? []) {
        const token = raw.replace(/[’']s$/, '').replace(/[’']$/, '');
        if (token.length < 2 || speller.correct(straight(token))) continue;
        if (!bad.includes(token)) bad.push(token);
      }
      return bad;
    },
  };
}
