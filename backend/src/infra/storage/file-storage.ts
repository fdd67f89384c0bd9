import type { Readable } from 'node:stream';

export interface PutFileOptions {
  /** A MIME type such as `application/pdf` or `text/csv; charset=utf-8`. */
  contentType: string;
  /** Small facts kept beside the file: names of lower-case letters, digits and dashes; any string values. */
  metadata?: Record<string, string>;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  updatedAt: Date;
}

export interface OpenedFile extends StoredFile {
  body: Readable;
}

/** How long a presigned download link works unless the caller says otherwise. */
export const DOWNLOAD_LINK_SECONDS = 300;

export interface ServeOptions {
  /** How long a presigned link works. Default DOWNLOAD_LINK_SECONDS. */
  expiresInSeconds?: number;
  /** Offer the file as a download under this name, rather than showing it in the browser. */
  downloadName?: string;
}

/**
 * How to get a file to a browser: a short-lived link to redirect to (S3), or the file itself for the caller to
 * stream in its response (local directory). `contentDisposition` is the header the response should carry.
 */
export type FileDelivery =
  | { kind: 'redirect'; url: string; expiresAt: Date }
  | { kind: 'stream'; file: OpenedFile; contentDisposition?: string };

/**
 * Where generated files (quiz packs as PDF and CSV) are kept: a local directory by default, an S3-compatible
 * bucket when STORAGE_S3_* is set. Keys are paths such as `packs/2026/quiz-42.pdf`: letters, digits, `.`, `_`
 * and `-` in segments joined by `/`; anything else (`..`, a leading `/`, `\`) is an InvalidFileKeyError.
 */
export interface FileStorage {
  /** Stores a file whole, replacing any file under the key; readers never see half of one. */
  put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<StoredFile>;
  /** The file as a stream with its size and type, or a FileNotFoundError. */
  open(key: string): Promise<OpenedFile>;
  stat(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** How to hand the file to a browser, or a FileNotFoundError. */
  serve(key: string, options?: ServeOptions): Promise<FileDelivery>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class InvalidFileKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No file under the key "${key}"`);
    this.name = 'FileNotFoundError';
  }
}
