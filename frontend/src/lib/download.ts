import { ApiError } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * The file name a server gave in Content-Disposition: the RFC 5987 `filename*=UTF-8''…` form first, then the plain
 * `filename="…"`. Null without one. Any path in the name is dropped.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * GETs a file with the session cookie. A refusal arrives as the usual JSON error body and is thrown as an ApiError
 * (so the catalogue toast can name it); a success is the bytes and the server's file name.
 */
export async function fetchFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/** Hands bytes to the browser's own download (the "Save as" or Downloads folder), under `filename`. */
export function saveBlob({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
