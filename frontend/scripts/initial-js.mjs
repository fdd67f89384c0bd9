#!/usr/bin/env node
// The JavaScript a first visit to a route downloads before it can render, from Vite's build manifest: the app's
// entry chunk, the route's page chunk and every chunk they import statically, each gzipped as it is served.
//   node frontend/scripts/initial-js.mjs          prints the table; exits 1 when a route is over its budget
//   node frontend/scripts/initial-js.mjs --json   prints the measurements as JSON
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16: at most 150 KB of gzipped JavaScript before these routes render. */
export const INITIAL_JS_BUDGET_KB = 150;

/** The page module each budgeted route loads (see src/app/routes/lazy-pages.ts). */
export const BUDGETED_ROUTES = {
  '/': 'src/features/landing/index.ts',
  '/daily-quiz': 'src/features/daily-quiz/index.ts',
  '/daily-mc-quiz': 'src/features/daily-quiz/index.ts',
  '/arena': 'index.html',
};

const defaultDist = resolve(import.meta.dirname, '../dist');

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function measureInitialJs(distDir = defaultDist) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const gzippedBytes = new Map();
  const sizeOf = (file) => {
    if (!gzippedBytes.has(file))
      gzippedBytes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzippedBytes.get(file);
  };
  return Object.entries(BUDGETED_ROUTES).map(([route, page]) => {
    if (!manifest[page]) throw new Error(`${page} (the page of ${route}) is not a chunk of the build`);
    const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, page)]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    return { route, files: files.length, gzipKb: Math.round(kb * 10) / 10, budgetKb: INITIAL_JS_BUDGET_KB };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = measureInitialJs(process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7));
  if (process.argv.includes('--json')) console.info(JSON.stringify(rows));
  else {
    for (const row of rows)
      console.info(
        `${row.route.padEnd(16)} ${String(row.gzipKb).padStart(6)} KB of ${row.budgetKb} KB (${row.files} files)`,
      );
    if (rows.some((row) => row.gzipKb > row.budgetKb)) process.exitCode = 1;
  }
}
