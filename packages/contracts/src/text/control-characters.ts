// No zod here: first-load code (the Arena lobby's nickname check) reads these rules without the schemas.

/**
 * C0 and C1 control characters (NUL included) and the Unicode line/paragraph separators. PostgreSQL refuses NUL
 * in text, and none of these belong in a name, a nickname or an answer, so every text input refuses them.
 * Tabs and line breaks are allowed only in multi-line fields.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}
