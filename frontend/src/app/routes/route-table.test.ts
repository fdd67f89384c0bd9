import { PAGE_META } from '@trivia/contracts';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../router';

// The layout and error screens read Vite's import.meta.env, which this CommonJS run cannot load; only the route
// objects matter here.
jest.mock('../layout/app-layout', () => ({ AppLayout: () => null }));
jest.mock('../layout/root-route', () => ({ RootRoute: () => null }));

/** Every path the client router matches, written as absolute patterns (`/quizzes/:slug`). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own === '' ? '/' : own] : [];
    return [...here, ...(route.children ? routerPaths(route.children, own) : [])];
  });
}

// The server answers 404 for a path of no page in PAGE_META and writes each page's head from it: a route added to
// the router without its entry there would be a 404 to crawlers and a page without a description.
describe('the router and the page table', () => {
  const clientPaths = routerPaths(routes).filter((path) => path !== '/*');

  it('has a head for every client route', () => {
    const tablePaths = new Set(PAGE_META.map((meta) => meta.path));
    expect(clientPaths.filter((path) => !tablePaths.has(path))).toEqual([]);
  });

  it('has a client route for every page of the table', () => {
    const routerSet = new Set(clientPaths);
    expect(PAGE_META.map((meta) => meta.path).filter((path) => !routerSet.has(path))).toEqual([]);
  });
});
