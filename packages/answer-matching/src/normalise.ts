// Letters that Unicode decomposition leaves whole, spelt the way an English keyboard user would type them.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

const LEADING_ARTICLES = new Set(['the', 'a', 'an']);

/** Lower case, without accents, with ASCII-like letters only where a keyboard would give them. */
export function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/**
 * The display and dedupe form of an answer: lower case, no accents, "&" read as "and", apostrophes dropped
 * ("O'Brien" = "OBrien"), other punctuation read as a space ("Guinea-Bissau" = "Guinea Bissau", "St." = "St"),
 * single spaces, and a leading "the", "a" or "an" removed when something follows it.
 * Digits keep their decimal point, and thousands separators are dropped ("1,000" = "1000").
 */
export function normaliseAnswer(text: string): string {
  const words =
    foldLetters(text)
      .replace(/&/g, ' and ')
      .replace(/['’‘`´ʼ]/g, '')
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .match(/\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu) ?? [];
  if (words.length > 1 && LEADING_ARTICLES.has(words[0] as string)) words.shift();
  return words.join(' ');
}
