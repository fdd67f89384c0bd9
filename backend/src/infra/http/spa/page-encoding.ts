import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Pages go out through the error filter, past @fastify/compress's route hooks: they are compressed here. */
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** Below this a page is sent as it is: compressing would not pay. */
const MIN_BYTES = 1024;

export interface EncodedPage {
  body: Buffer | string;
  /** The Content-Encoding to send, when the body is compressed. */
  encoding?: 'br' | 'gzip';
}

/**
 * A page's HTML in the best encoding the browser accepts: brotli at a fast level (a page with its head and structured
 * data is a few KB, a third of that compressed, for well under a millisecond of work), else gzip, else as it is.
 */
export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  if (!acceptEncoding || Buffer.byteLength(html) < MIN_BYTES) return { body: html };
  const encoding = negotiator.negotiate(acceptEncoding);
  if (encoding === 'br')
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: html };
}
