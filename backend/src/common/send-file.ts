import type { FastifyReply } from 'fastify';
import type { FileDelivery } from '../infra/storage/file-storage';

/** A generated file on its way to the browser: where the bytes are, and the headers that go with them. */
export interface FileDownload {
  delivery: FileDelivery;
  contentType: string;
  contentDisposition: string;
  /** Null when the size is not known (the redirect case needs none). */
  size: number | null;
}

/** Streams the file from local storage, or redirects to a short-lived link to the bucket; never cached. */
export function sendFile(reply: FastifyReply, download: FileDownload): void {
  const { delivery } = download;
  if (delivery.kind === 'redirect') {
    void reply.header('Cache-Control', 'private, no-store').redirect(delivery.url, 302);
    return;
  }
  void reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', download.contentDisposition)
    .header('Content-Length', String(download.size ?? delivery.file.size))
    .header('Cache-Control', 'private, no-store')
    .send(delivery.file.body);
}
