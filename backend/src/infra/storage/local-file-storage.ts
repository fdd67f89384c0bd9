import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition, validateFileKey, validatePutOptions } from './file-rules';
import {
  type FileDelivery,
  FileNotFoundError,
  type FileStorage,
  InvalidFileKeyError,
  type OpenedFile,
  type PutFileOptions,
  type ServeOptions,
  type StoredFile,
} from './file-storage';

interface Sidecar {
  contentType: string;
  metadata: Record<string, string>;
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under one directory: `<root>/<key>` holds the bytes, `<root>/.meta/<key>.json` the content type and
 * metadata. A file is written to `<root>/.tmp` first and renamed into place, so a reader sees the old file or
 * the new one, never part of one. Keys cannot name hidden segments, so neither folder is reachable by a key.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<StoredFile> {
    const target = this.pathOf(key);
    validatePutOptions(key, options);
    const sidecar: Sidecar = { contentType: options.contentType, metadata: { ...options.metadata } };
    const tmpDir = join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpData = join(tmpDir, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(tmpData, { flags: 'wx', mode: 0o640 }));
      await writeFile(tmpMeta, JSON.stringify(sidecar), { flag: 'wx', mode: 0o640 });
      await this.moveIntoPlace(key, tmpData, target);
      await this.moveIntoPlace(key, tmpMeta, this.sidecarOf(key));
    } finally {
      await rm(tmpData, { force: true });
      await rm(tmpMeta, { force: true });
    }
    return (await this.stat(key))!;
  }

  async open(key: string): Promise<OpenedFile> {
    const path = this.pathOf(key);
    // Stat and read through one descriptor: a put that replaces the file meanwhile cannot mix two versions.
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileNotFoundError(key);
      const sidecar = await this.readSidecar(key);
      return { ...this.describe(key, info.size, info.mtime, sidecar), body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return this.describe(key, info.size, info.mtime, await this.readSidecar(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    // A key that is a folder of other files here (S3 has no folders) is not a file to delete.
    if (info?.isDirectory()) return;
    await rm(path, { force: true });
    await rm(this.sidecarOf(key), { force: true });
  }

  async serve(key: string, options: ServeOptions = {}): Promise<FileDelivery> {
    const file = await this.open(key);
    const contentDisposition = options.downloadName ? attachmentDisposition(options.downloadName) : undefined;
    return { kind: 'stream', file, contentDisposition };
  }

  private pathOf(key: string): string {
    const path = join(this.root, ...validateFileKey(key));
    // Validation already rules out escaping the root; this is the belt to its braces.
    if (!path.startsWith(this.root + sep)) throw new InvalidFileKeyError(key, 'it leaves the storage directory');
    return path;
  }

  private sidecarOf(key: string): string {
    return `${join(this.root, '.meta', ...validateFileKey(key))}.json`;
  }

  private async moveIntoPlace(key: string, from: string, to: string): Promise<void> {
    try {
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      // On disk a name is a file or a folder, not both (S3 allows `a` beside `a/b`; here it is refused).
      if (['ENOTDIR', 'EEXIST', 'EISDIR', 'ENOTEMPTY'].includes(code)) {
        throw new InvalidFileKeyError(key, 'a file and a folder of files cannot share a name in local storage');
      }
      throw error;
    }
  }

  private async readSidecar(key: string): Promise<Sidecar> {
    try {
      return JSON.parse(await readFile(this.sidecarOf(key), 'utf8')) as Sidecar;
    } catch (error) {
      // A file copied in by hand has no sidecar: serve it as plain bytes.
      if (isMissing(error)) return { contentType: 'application/octet-stream', metadata: {} };
      throw error;
    }
  }

  private describe(key: string, size: number, updatedAt: Date, sidecar: Sidecar): StoredFile {
    return { key, size, contentType: sidecar.contentType, metadata: sidecar.metadata, updatedAt };
  }
}
