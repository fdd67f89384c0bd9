import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstLoad } from '../../lib/after-first-load';
import type * as RouteHeadModule from './route-head';

type RouteHead = typeof RouteHeadModule;

// The page table (every page's title and description) is needed only once the visitor moves to another page: the
// first page's head came from the server. It loads once the page has, apart from the first download.
let routeHead: RouteHead | null = null;
const loadRouteHead = async (): Promise<RouteHead> => (routeHead ??= await import('./route-head'));

/**
 * Keeps the head (title, description, canonical URL, social card, structured data) in step with the route on
 * client navigation. The first page's head came from the server, with facts only it knows (a quiz's own title),
 * so it is left alone. Rendered before the page, so a page's own PageTitle still has the last word on the title
 * (once the table has loaded, which it has long before anyone can click a link).
 */
export function PageHeadTags() {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => void afterFirstLoad().then(loadRouteHead), []);
  useLayoutEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    if (routeHead) routeHead.applyRouteHead(pathname);
    else void loadRouteHead().then((loaded) => loaded.applyRouteHead(pathname));
  }, [pathname]);
  return null;
}
