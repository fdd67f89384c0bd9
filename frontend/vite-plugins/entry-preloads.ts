import type { Plugin, Rolldown } from 'vite';
import { closure } from './route-preloads';

/** The entry chunk's file and every file it imports statically: what has loaded before any other code runs. */
export function entryFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  return entry ? closure(bundle, entry.fileName) : new Set();
}

/**
 * A lazy import's preload list without the files of the app's entry. Vite names every chunk a lazily loaded module
 * needs, the entry's own (React, the router, Mantine's core) included, in a table that ships in the chunk making the
 * import: the entry carries one for every page. Those files have always loaded by the time any import runs (index.html
 * loads them first), so listing them only adds bytes to the first download; the browser would skip them anyway.
 */
export function withoutEntryFiles(deps: string[], loaded: ReadonlySet<string>): string[] {
  return deps.filter((dep) => !loaded.has(dep));
}

/** Leaves the entry's files out of the preload lists of lazy imports (never out of index.html's own preload tags). */
export function entryPreloadsOnce(): Plugin {
  let loaded: ReadonlySet<string> = new Set();
  return {
    name: 'trivia:entry-preloads-once',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? withoutEntryFiles(deps, loaded) : deps,
        },
      },
    }),
    // Before Vite writes the preload lists (in its own generateBundle), once every chunk's imports are known.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = entryFiles(bundle);
      },
    },
  };
}
