import type { OpenTdbEncoding, OpenTdbResult } from '@trivia/contracts';

/**
 * opentdb.com's default: PHP's htmlspecialchars with ENT_QUOTES (only & " ' < >, the apostrophe as &#039;), plus
 * the pound sign as &pound;, which its questions carry. Everything else (accents, π, emoji) stays as UTF-8.
 */
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#039;',
  '<': '&lt;',
  '>': '&gt;',
  '£': '&pound;',
};
const htmlEncode = (text: string) => text.replace(/[&"'<>£]/g, (c) => HTML_ENTITIES[c]!);

/** PHP's rawurlencode (RFC 3986): every byte of the UTF-8 but letters, digits and - _ . ~ as %XX, upper-case hex. */
const url3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** PHP's urlencode (opentdb.com's urlLegacy): as rawurlencode, but a space is + and ~ is %7E. */
const urlLegacy = (text: string) => url3986(text).replace(/%20/g, '+').replace(/~/g, '%7E');

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const ENCODERS: Record<OpenTdbEncoding, (text: string) => string> = { html: htmlEncode, urlLegacy, url3986, base64 };

export const encodeText = (text: string, encoding: OpenTdbEncoding) => ENCODERS[encoding](text);

/**
 * Encodes every string field of a result, `type` and `difficulty` included, as opentdb.com does: a popular client
 * decodes every field of a base64 answer, and would garble one left plain.
 */
export function encodeResult(result: OpenTdbResult, encoding: OpenTdbEncoding): OpenTdbResult {
  const encode = ENCODERS[encoding];
  return {
    type: encode(result.type),
    difficulty: encode(result.difficulty),
    category: encode(result.category),
    question: encode(result.question),
    correct_answer: encode(result.correct_answer),
    incorrect_answers: result.incorrect_answers.map(encode),
  };
}
