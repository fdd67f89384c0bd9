#!/usr/bin/env node
// The JavaScript a first visit to a route downloads before it can render, from Vite's build manifest: the app's
// entry chunk, the route's page chunk and every chunk they import statically, each gzipped as it is served.
//   node frontend/scripts/initial-js.mjs          prints the table; exits 1 when a route is over its ceiling
//   node frontend/scripts/initial-js.mjs --json   prints the measurements as JSON
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16's goal: at most 150 KB of gzipped JavaScript before these routes render (met by all but the Arena). */
export const INITIAL_JS_BUDGET_KB = 150;

/**
 * What each route may not grow past: the budget itself where it is met (the landing page and the daily quizzes, since
 * the app renders with a plain BrowserRouter instead of the data router, the header's menus, the toast and dialog
 * hosts and the page table load after the first paint, and the daily quiz's play screens after its start screen);
 * for the Arena, while the goal is not met, the weight measured when this was last lowered (its game screens now
 * load apart from its lobby) plus a little room. Lower these as the first download shrinks; never raise them to let a change
 * through.
 */
export const INITIAL_JS_CEILING_KB = { '/': 150, '/daily-quiz': 150, '/daily-mc-quiz': 150, '/arena': 200 };

/** The feature each budgeted route's page comes from (see src/app/routes/lazy-pages.ts). */
export const BUDGETED_ROUTES = {
  '/': 'landing',
  '/daily-quiz': 'daily-quiz',
  '/daily-mc-quiz': 'daily-quiz',
  '/arena': 'arena',
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
  return Object.entries(BUDGETED_ROUTES).map(([route, feature]) => {
    // A lazily loaded feature's chunk: named after its folder (Vite keys it by source path or, when other chunks
    // share it, by its file name).
    const page = manifest[entry].dynamicImports?.find((key) => manifest[key].name === feature);
    if (!page) throw new Error(`The ${feature} feature (the page of ${route}) is not a lazily loaded chunk`);
    const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, page)]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    return {
      route,
      files: files.length,
      gzipKb: Math.round(kb * 10) / 10,
      budgetKb: INITIAL_JS_BUDGET_KB,
      ceilingKb: INITIAL_JS_CEILING_KB[route],
    };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = measureInitialJs(process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7));
  if (process.argv.includes('--json')) console.info(JSON.stringify(rows));
  else {
    for (const row of rows)
      console.info(
        `${row.route.padEnd(16)} ${String(row.gzipKb).padStart(6)} KB (${row.files} files)  ceiling ${row.ceilingKb} KB  goal ${row.budgetKb} KB`,
      );
    if (rows.some((row) => row.gzipKb > row.ceilingKb)) process.exitCode = 1;
  }
}
