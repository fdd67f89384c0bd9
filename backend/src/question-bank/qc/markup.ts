/**
 * Markup a member might paste into a question: a tag (`<b>`, `</p>`, `<!-- -->`, `<img …>`), a character
 * reference (`&amp;`, `&#39;`) or a script link. Questions are plain text everywhere they are shown, so such text
 * is refused rather than stored and escaped later. "x < 5 > y" and "Fish & Chips" are not markup.
 */
const MARKUP = [/<\/?[a-z!?][^<>]*>/i, /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i, /javascript\s*:/i];

export function hasMarkup(text: string): boolean {
  return MARKUP.some((pattern) => pattern.test(text));
}
