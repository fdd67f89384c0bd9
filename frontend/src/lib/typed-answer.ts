import { MAX_TYPED_ANSWER_LENGTH } from '@trivia/contracts';

/** Said when a typed answer would pass the limit, in the server's words plus what the field did about it. */
export const ANSWER_TOO_LONG_MESSAGE = `Your answer is too long: answers are at most ${MAX_TYPED_ANSWER_LENGTH} characters, so only the first ${MAX_TYPED_ANSWER_LENGTH} were kept.`;

export interface PasteResult {
  value: string;
  /** Where the caret goes: after what was pasted. */
  caret: number;
  /** True when part of the pasted text did not fit. */
  cut: boolean;
}

/**
 * What a single-line answer field holds after pasting `pasted` over the selection [start, end) of `current`, kept
 * to `max` characters (line breaks become spaces, as one line holds none). A browser's own `maxLength` would cut
 * the paste silently; the field uses this to cut it the same way and say so.
 */
export function pasteWithin(
  current: string,
  start: number,
  end: number,
  pasted: string,
  max = MAX_TYPED_ANSWER_LENGTH,
): PasteResult {
  const before = current.slice(0, start);
  const after = current.slice(end);
  const text = pasted.replace(/\r?\n|\r/g, ' ');
  let room = Math.max(0, max - before.length - after.length);
  // Never keep half of a character made of two UTF-16 units (an emoji, say).
  if (room < text.length && room > 0 && /[\uD800-\uDBFF]/.test(text.charAt(room - 1))) room -= 1;
  const kept = text.slice(0, room);
  return { value: `${before}${kept}${after}`, caret: before.length + kept.length, cut: kept.length < text.length };
}
