import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The file the server reads to name each public page's own chunks in its HTML (see backend infra/http/spa). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The module of src/features (a feature's folder, for its index, or a second public file of one), loaded lazily by
 * src/app/routes/lazy-pages.ts, whose chunk draws each page a visitor may land on from outside, keyed by the page's
 * pattern in the contracts' page table. Pages for members only are left out: they wait for the session check anyway.
 */
export const ROUTE_FEATURES: Record<string, string> = {
  '/': 'landing',
  '/daily-quiz': 'daily-quiz',
  '/daily-mc-quiz': 'daily-quiz',
  '/daily-quizzes': 'daily-quiz/daily-leaderboards',
  '/daily-quizzes/leaderboard/:kind/:date': 'daily-quiz/daily-leaderboards',
  '/arena': 'arena',
  '/arena/leaderboard': 'arena/arena-results',
  '/quizzes': 'catalogue/search-page',
  '/quizzes/:slug': 'catalogue/quiz-pages',
  '/downloadable-pub-quiz': 'catalogue/quiz-pages',
  '/pub-quiz-download': 'catalogue/quiz-pages',
  '/pricing': 'pricing',
  '/pricing/education': 'pricing',
  '/pricing/teachers': 'pricing',
  '/pricing/arena': 'pricing',
  '/pricing/corporate': 'pricing',
  '/pricing/developers': 'pricing/developer-pricing',
  '/blog': 'blog',
  '/blog/:slug': 'blog',
  '/hosting-guide': 'blog',
  '/corporate': 'audiences',
  '/education': 'audiences',
  '/education/practice/:subject/:level': 'audiences',
  '/teachers': 'audiences',
  '/ads-landing': 'audiences',
  '/custom-quiz-builder': 'builder',
  '/contribute': 'contribute',
  '/qc-service': 'qc-service',
  '/white-label': 'white-label',
  '/developers': 'developer-portal',
  '/api/developers': 'developer-portal',
  '/api/developers/comparison': 'developer-portal',
};

/** A chunk's file and the files of every chunk it imports statically (what must load before it runs). */
export function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * The JavaScript each public page needs beyond the app's entry, by page pattern: the page's feature chunk and its
 * static imports, minus what the entry loads anyway (index.html already preloads that).
 */
export function routePreloads(bundle: OutputBundle, base = '/'): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const entryFiles = closure(bundle, entry.fileName);
  // A lazily loaded feature's chunk is named after its folder (the page chunks the entry imports dynamically).
  const featureChunks = new Map<string, string>();
  for (const fileName of entry.dynamicImports) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    if (featureChunks.has(chunk.name)) throw new Error(`Two lazily loaded modules are both named ${chunk.name}`);
    featureChunks.set(chunk.name, fileName);
  }
  return Object.fromEntries(
    Object.entries(ROUTE_FEATURES).map(([pattern, feature]) => {
      // A chunk is named after its module: the folder for a feature's index, else the file.
      const chunk = featureChunks.get(feature.split('/').pop() ?? feature);
      if (!chunk) throw new Error(`The ${feature} feature (the page of ${pattern}) is not a lazily loaded chunk`);
      const files = [...closure(bundle, chunk)].filter((file) => !entryFiles.has(file));
      return [pattern, files.map((file) => `${base}${file}`)];
    }),
  );
}

/**
 * Writes route-preloads.json beside index.html: the server names a page's chunks in its HTML as modulepreload
 * links, so the browser fetches them alongside the entry instead of after it has run (one round trip less before
 * the page draws).
 */
export function routePreloadsManifest(): Plugin {
  let base = '/';
  return {
    name: 'trivia:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloads(bundle, base), null, 2)}\n`,
      });
    },
  };
}
