/**
 * Markup someone might paste into a plain-text field: a tag (`<b>`, `</p>`, `<!-- -->`, `<img …>`), a character
 * reference (`&amp;`, `&#39;`) or a script link. Such text is plain everywhere it is shown (pages and mail), so it
 * is refused rather than stored and escaped later. "x < 5 > y", "<100 players" and "Fish & Chips" are not markup.
 */
const MARKUP = [/<\/?[a-z!?][^<>]*>/i, /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i, /javascript\s*:/i];

export function hasMarkup(text: string): boolean {
  return MARKUP.some((pattern) => pattern.test(text));
}
