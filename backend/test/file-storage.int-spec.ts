import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import {
  type FileDelivery,
  FileNotFoundError,
  type FileStorage,
  InvalidFileKeyError,
} from '../src/infra/storage/file-storage';
import { LocalFileStorage } from '../src/infra/storage/local-file-storage';
import { S3FileStorage } from '../src/infra/storage/s3-file-storage';

const BUCKET = 'trivia-files';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** What a browser ends up with: the redirect followed, or the bytes the caller streams. */
async function download(delivery: FileDelivery): Promise<{ bytes: Buffer; disposition: string | null }> {
  if (delivery.kind === 'stream') {
    return { bytes: await readAll(delivery.file.body), disposition: delivery.contentDisposition ?? null };
  }
  const response = await fetch(delivery.url);
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
}

/** A stream that hands over some bytes, then breaks, as a failing PDF generator would. */
function brokenStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('generator crashed'));
    },
  });
}

// s3rver is a real S3-compatible HTTP server (a dev dependency), so this half needs nothing installed.
let s3rver: S3rver;
let s3Endpoint = '';
const localRoot = mkdtempSync(join(tmpdir(), 'trivia-files-'));
beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'trivia-s3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3rver.close());

const implementations: [string, () => FileStorage][] = [
  ['local directory', () => new LocalFileStorage(localRoot)],
  [
    'S3-compatible',
    () =>
      new S3FileStorage({
        bucket: BUCKET,
        region: 'eu-west-2',
        endpoint: s3Endpoint,
        forcePathStyle: true,
        // s3rver's fixed test credentials (it does not verify signatures: the link's signing is the SDK's).
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(implementations)('file storage (%s)', (_name, make) => {
  let storage: FileStorage;
  const key = (name: string) => `packs/${randomBytes(4).toString('hex')}/${name}`;
  beforeAll(() => {
    storage = make();
  });

  it('keeps a file with its type and metadata, and reads it back as a stream', async () => {
    const k = key('quiz.csv');
    const bytes = Buffer.from('\uFEFFquestion,answer\nCapital of Wales?,Cardiff\n', 'utf8');
    const metadata = { 'quiz-title': 'Café quiz £5', vertical: 'pubs' };
    const stored = await storage.put(k, bytes, { contentType: 'text/csv; charset=utf-8', metadata });
    expect(stored).toMatchObject({ key: k, size: bytes.length, contentType: 'text/csv; charset=utf-8', metadata });
    expect(await storage.stat(k)).toEqual(stored);
    expect(await storage.exists(k)).toBe(true);
    const opened = await storage.open(k);
    expect(opened).toMatchObject({ size: bytes.length, contentType: 'text/csv; charset=utf-8', metadata });
    expect(await readAll(opened.body)).toEqual(bytes);
  });

  it('takes a stream of unknown length, larger than one upload part', async () => {
    const k = key('pack.pdf');
    const chunks = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
    const all = Buffer.concat(chunks);
    const stored = await storage.put(k, Readable.from(chunks), { contentType: 'application/pdf' });
    expect(stored.size).toBe(all.length);
    expect(sha(await readAll((await storage.open(k)).body))).toBe(sha(all));
  });

  it('replaces a file whole, and a put whose stream breaks leaves the old file as it was', async () => {
    const k = key('quiz.pdf');
    await storage.put(k, Buffer.from('first'), { contentType: 'text/plain' });
    await storage.put(k, Buffer.from('second version'), { contentType: 'application/pdf' });
    await expect(storage.put(k, brokenStream(), { contentType: 'application/pdf' })).rejects.toThrow();
    expect(await storage.stat(k)).toMatchObject({ size: 14, contentType: 'application/pdf' });
    expect((await readAll((await storage.open(k)).body)).toString()).toBe('second version');
  });

  it('deletes a file, and treats a missing file as missing everywhere', async () => {
    const k = key('gone.csv');
    await storage.put(k, Buffer.from('x'), { contentType: 'text/csv' });
    await storage.delete(k);
    await storage.delete(k);
    expect(await storage.exists(k)).toBe(false);
    expect(await storage.stat(k)).toBeNull();
    await expect(storage.open(k)).rejects.toThrow(FileNotFoundError);
    await expect(storage.serve(k)).rejects.toThrow(FileNotFoundError);
  });

  it('serves a file to a browser, as a download under a given name', async () => {
    const k = key('round-1.pdf');
    const bytes = randomBytes(2048);
    await storage.put(k, bytes, { contentType: 'application/pdf' });
    const delivery = await storage.serve(k, { downloadName: 'Café quiz.pdf', expiresInSeconds: 60 });
    const { bytes: received, disposition } = await download(delivery);
    expect(received).toEqual(bytes);
    expect(disposition).toBe(`attachment; filename="Caf_ quiz.pdf"; filename*=UTF-8''Caf%C3%A9%20quiz.pdf`);
  });

  it('refuses bad keys on every operation, and writes nothing outside its place', async () => {
    for (const bad of ['../escaped.txt', '/etc/passwd', 'packs/../../escaped.txt', '.meta/x.json', 'a\\..\\b']) {
      await expect(storage.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        InvalidFileKeyError,
      );
      await expect(storage.open(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.stat(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.exists(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.delete(bad)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.serve(bad)).rejects.toThrow(InvalidFileKeyError);
    }
    expect(existsSync(join(localRoot, '..', 'escaped.txt'))).toBe(false);
  });
});

describe('local file storage on disk', () => {
  it('leaves no temporary files behind, after a good put or a broken one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trivia-files-'));
    const storage = new LocalFileStorage(root);
    await storage.put('a/b.txt', Buffer.from('ok'), { contentType: 'text/plain' });
    await expect(storage.put('a/c.txt', brokenStream(), { contentType: 'text/plain' })).rejects.toThrow();
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(join(root, 'a'))).toEqual(['b.txt']);
  });

  it('refuses, with a clear error, a key that would make a file and a folder share a name', async () => {
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'trivia-files-')));
    await storage.put('packs/42', Buffer.from('file'), { contentType: 'text/plain' });
    await expect(storage.put('packs/42/quiz.pdf', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /cannot share a name/,
    );
    expect(await storage.stat('packs/42/quiz.pdf')).toBeNull();
  });
});
