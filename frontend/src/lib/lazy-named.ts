import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render from a module's named export (React.lazy wants a default export; the app's
 * modules only have named ones): `lazyNamed(() => import('./host-form'), 'HostForm')`.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType })) as unknown as M[K];
}
