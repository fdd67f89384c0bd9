#!/usr/bin/env node
// The JavaScript a first visit to a route downloads before it can render: the app's entry chunk and every chunk it
// imports statically (Vite's build manifest), plus the route's own chunks (route-preloads.json), each gzipped as served.
//   node frontend/scripts/initial-js.mjs          prints the table; exits 1 when a route is over its ceiling
//   node frontend/scripts/initial-js.mjs --json   prints the measurements as JSON
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16's goal: at most 150 KB of gzipped JavaScript before these routes render. */
export const INITIAL_JS_BUDGET_KB = 150;

/**
 * What each route may not grow past, at or below the budget now that every budgeted route meets it (the app renders
 * with a plain BrowserRouter instead of the data router; the header's menus, the toast and dialog hosts, the page
 * table and the analytics sender load after the first paint; the daily quiz's play screens after its start screen;
 * the Arena's game screens, room reducers, live room list, host form and the socket.io client after its lobby forms;
 * no Intl call while the first screen renders; the entry's static imports in one file).
 * Lower these as the first download shrinks; never raise them to let a change through.
 */
export const INITIAL_JS_CEILING_KB = { '/': 137, '/daily-quiz': 138, '/daily-mc-quiz': 138, '/arena': 144 };

/** The routes held to the budget (each a page pattern of the build's route-preloads.json). */
export const BUDGETED_ROUTES = ['/', '/daily-quiz', '/daily-mc-quiz', '/arena'];

const defaultDist = resolve(import.meta.dirname, '../dist');

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Each budgeted route's first download: the app's entry chunk and every chunk it imports statically (from Vite's
 * manifest), plus the route's own chunks as the build lists them for the server's preload links
 * (route-preloads.json, written by vite-plugins/route-preloads.ts): one list of what a page loads, used by both.
 */
export function measureInitialJs(distDir = defaultDist) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  const preloadsFile = join(distDir, 'route-preloads.json');
  if (!existsSync(manifestFile) || !existsSync(preloadsFile))
    throw new Error(`No build manifest or route preloads in ${distDir}: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = [...staticClosure(manifest, entry)].map((key) => manifest[key].file);
  const gzippedBytes = new Map();
  const sizeOf = (file) => {
    if (!gzippedBytes.has(file))
      gzippedBytes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzippedBytes.get(file);
  };
  return BUDGETED_ROUTES.map((route) => {
    const own = preloads[route];
    if (!own) throw new Error(`route-preloads.json does not list ${route}`);
    // The preload list's paths are under the app's base ("/assets/…"); the manifest's are relative to dist.
    const files = [...new Set([...entryFiles, ...own.map((path) => path.replace(/^\//, ''))])].filter((file) =>
      file.endsWith('.js'),
    );
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
