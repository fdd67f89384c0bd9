import { pageHead, pageMetaFor } from '@trivia/contracts';
import { applyPageHead } from './apply-page-head';

/** Writes the head of the page a path opens (from the contracts' page table) into the document. */
export function applyRouteHead(pathname: string): void {
  const meta = pageMetaFor(pathname);
  const known = meta.path !== '*';
  applyPageHead(document, pageHead({ ...meta, path: known ? pathname : null, publicUrl: window.location.origin }));
}
