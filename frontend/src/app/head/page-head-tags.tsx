import { pageHead, pageMetaFor } from '@trivia/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageHead } from './apply-page-head';

/**
 * Keeps the head (title, description, canonical URL, social card, structured data) in step with the route on
 * client navigation. The first page's head came from the server, with facts only it knows (a quiz's own title),
 * so it is left alone. Rendered before the page, so a page's own PageTitle still has the last word on the title.
 */
export function PageHeadTags() {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useLayoutEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const meta = pageMetaFor(pathname);
    const known = meta.path !== '*';
    applyPageHead(document, pageHead({ ...meta, path: known ? pathname : null, publicUrl: window.location.origin }));
  }, [pathname]);
  return null;
}
