import { InvalidFileKeyError, type PutFileOptions } from './file-storage';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[ -~]*)?$/i;
const METADATA_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Checks a key before either implementation touches it. A segment must start with a letter or digit, so `.`,
 * `..` and hidden names (the local store's own `.tmp` and `.meta`) can never be reached, and `/` only joins
 * segments, so there is no absolute path and no empty segment.
 */
export function validateFileKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidFileKeyError(String(key), 'it is empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key, `it is over ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new InvalidFileKeyError(key, 'absolute paths are refused');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '..' || segment === '.') throw new InvalidFileKeyError(key, '"." and ".." are refused');
    if (!SEGMENT.test(segment)) {
      throw new InvalidFileKeyError(
        key,
        'use letters, digits, ".", "_" and "-" in segments joined by "/", each starting with a letter or digit',
      );
    }
  }
  return segments;
}

export function validatePutOptions(key: string, options: PutFileOptions): void {
  if (!CONTENT_TYPE.test(options.contentType) || options.contentType.length > 255) {
    throw new Error(`File "${key}": content type "${options.contentType}" is not a MIME type`);
  }
  for (const [name, value] of Object.entries(options.metadata ?? {})) {
    // S3 sends metadata as HTTP headers, which ignore case: lower-case names mean the same on both stores.
    if (!METADATA_NAME.test(name)) {
      throw new Error(`File "${key}": metadata name "${name}" must be lower-case letters, digits and dashes`);
    }
    if (typeof value !== 'string' || value.length > 1024) {
      throw new Error(`File "${key}": metadata "${name}" must be a string of at most 1024 characters`);
    }
  }
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266), for "Café quiz.pdf". */
export function attachmentDisposition(downloadName: string): string {
  const fallback = downloadName.replace(/[^A-Za-z0-9._ -]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const exact = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
