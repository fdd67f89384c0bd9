import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition, validateFileKey, validatePutOptions } from './file-rules';
import {
  DOWNLOAD_LINK_SECONDS,
  type FileDelivery,
  FileNotFoundError,
  type FileStorage,
  type OpenedFile,
  type PutFileOptions,
  type ServeOptions,
  type StoredFile,
} from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, Ceph...). Browsers fetch them straight from the bucket
 * through short-lived presigned links, so large downloads never pass through a node.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default adds CRC32 checksums and aws-chunked uploads, which several S3-compatible servers
      // store as garbage or refuse; checksums only where S3 requires them works on all of them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<StoredFile> {
    validateFileKey(key);
    validatePutOptions(key, options);
    // Upload sends a small body in one PUT and a large stream of unknown length in parts; S3 makes the object
    // visible only when it is complete, so readers never see part of it.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        Metadata: encodeMetadata(options.metadata ?? {}),
      },
    });
    await upload.done();
    const stored = await this.stat(key);
    if (!stored) throw new Error(`File "${key}" was uploaded but the bucket does not show it`);
    return stored;
  }

  async open(key: string): Promise<OpenedFile> {
    validateFileKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the SDK's body is an http.IncomingMessage, a Readable.
      return { ...describe(key, object), body: object.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    validateFileKey(key);
    try {
      return describe(key, await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    validateFileKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async serve(key: string, options: ServeOptions = {}): Promise<FileDelivery> {
    // A link to a missing object would give the browser an XML error page; say so here instead.
    if (!(await this.exists(key))) throw new FileNotFoundError(key);
    const expiresIn = options.expiresInSeconds ?? DOWNLOAD_LINK_SECONDS;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.downloadName ? attachmentDisposition(options.downloadName) : undefined,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn });
    return { kind: 'redirect', url, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }
}

/** S3 carries metadata in HTTP headers, which hold ASCII only: values are percent-encoded on the way in. */
function encodeMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).map(([name, value]) => [name, encodeURIComponent(value)]));
}

function decodeMetadata(metadata: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        // Written by another tool, not percent-encoded: keep it as it is.
        return [name, value];
      }
    }),
  );
}

function describe(key: string, object: Omit<HeadObjectCommandOutput, '$metadata'>): StoredFile {
  return {
    key,
    size: object.ContentLength ?? 0,
    contentType: object.ContentType ?? 'application/octet-stream',
    metadata: decodeMetadata(object.Metadata),
    updatedAt: object.LastModified ?? new Date(0),
  };
}
