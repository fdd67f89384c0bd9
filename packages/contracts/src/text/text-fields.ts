import { z } from 'zod';
import { hasControlCharacters } from './control-characters.js';
import { hasMarkup } from './markup.js';

export interface TextFieldOptions {
  /** At least this many characters after trimming; 1 makes the field required. */
  min?: number;
  max: number;
  /** Trim surrounding white space before checking (the default). */
  trim?: boolean;
  multiline?: boolean;
  /** What to say when a required field is empty: "{label} is required" otherwise. */
  requiredMessage?: string;
  /** What to say when the value is too long: "{label} must be {max} characters or fewer" otherwise. */
  tooLongMessage?: string;
}

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/**
 * A text field whose every error is a sentence about that field ("Full name must be 120 characters or fewer"),
 * never the schema library's wording, and which refuses control characters with 400 rather than a 500 later.
 */
export function textField(label: string, options: TextFieldOptions) {
  const { min = 0, max, trim = true, multiline = false } = options;
  const required = options.requiredMessage ?? `${label} is required`;
  const base = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`),
  });
  const trimmed = trim ? base.trim() : base;
  const bounded = trimmed
    .min(min, {
      error: min <= 1 ? required : `${label} must be at least ${characters(min)}`,
    })
    .max(max, { error: options.tooLongMessage ?? `${label} must be ${characters(max)} or fewer` });
  return bounded.refine((value) => !hasControlCharacters(value, multiline), {
    error: `${label} contains characters that can't be used (such as control characters)`,
  });
}

/** A text field that is also plain text: HTML and character references are refused with a sentence. */
export const plainTextField = (label: string, options: TextFieldOptions) =>
  textField(label, options).refine((value) => !hasMarkup(value), {
    error: `${label} must be plain text: remove the HTML`,
  });

/** The longest typed answer accepted for marking: over twice the longest answer in the bank, so never a real one. */
export const MAX_TYPED_ANSWER_LENGTH = 100;

/** A typed quiz answer: may be empty (a skipped question), never longer than any accepted answer could be. */
export const typedAnswerSchema = textField('Your answer', {
  max: MAX_TYPED_ANSWER_LENGTH,
  tooLongMessage: `Your answer is too long: answers are at most ${MAX_TYPED_ANSWER_LENGTH} characters`,
});
