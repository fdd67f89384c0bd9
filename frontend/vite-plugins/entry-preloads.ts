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

/**
 * The code a page loads in the background once it has painted (src/lib/after-first-load.ts): the header's menus,
 * the toast and dialog hosts, the page's head tags, the analytics sender, and the game screens a quiz or the Arena
 * shows next. Paths under src/.
 */
export const BACKGROUND_MODULES = [
  'app/overlay-components.tsx',
  'app/head/route-head.ts',
  'lib/analytics/analytics-sender.ts',
  'features/layout-nav/components/header-menus.tsx',
  'features/daily-quiz/components/play-screens.tsx',
  'features/arena/components/arena-room.tsx',
  'features/arena/components/lobby-live.tsx',
];

const srcPath = (moduleId: string) => moduleId.replace(/\\/g, '/').split('/src/').pop() ?? moduleId;

/** The chunks holding background code, by file; fails the build when a listed module is in no chunk. */
export function backgroundChunkFiles(bundle: Rolldown.OutputBundle, modules = BACKGROUND_MODULES): Set<string> {
  const files = new Set<string>();
  const found = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds) {
      const path = srcPath(id);
      if (!modules.includes(path)) continue;
      found.add(path);
      files.add(item.fileName);
    }
  }
  const missing = modules.filter((path) => !found.has(path));
  if (missing.length > 0) throw new Error(`Background modules in no chunk (renamed?): ${missing.join(', ')}`);
  return files;
}

/**
 * What a lazy import preloads alongside its chunk (Vite inserts a link tag for each when the import runs):
 * - for background code, nothing: nobody waits for it, and the browser fetches its imports as it reads it. Listed,
 *   they cost the page a long task, since React renders the background's lazy components together: one render
 *   inserted some thirty link tags, over 50 ms of main thread on a phone-class CPU;
 * - for the rest (pages, forms and dialogs someone waits for), its own files without the entry's, fetched at once
 *   rather than as each file names the next.
 */
export function preloadsFor(
  file: string,
  deps: string[],
  background: ReadonlySet<string>,
  loaded: ReadonlySet<string>,
): string[] {
  return background.has(file) ? [] : withoutEntryFiles(deps, loaded);
}

/** No preload lists for background code, and none of the entry's files in the others (index.html's tags stay). */
export function entryPreloadsOnce(): Plugin {
  let loaded: ReadonlySet<string> = new Set();
  let background: ReadonlySet<string> = new Set();
  return {
    name: 'trivia:entry-preloads-once',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) =>
            hostType === 'js' ? preloadsFor(file, deps, background, loaded) : deps,
        },
      },
    }),
    // Before Vite writes the preload lists (in its own generateBundle), once every chunk's imports are known.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = entryFiles(bundle);
        background = backgroundChunkFiles(bundle);
      },
    },
  };
}
