// Renders the public pages a visitor lands on most (the Lighthouse set) ahead of time, after `vite build`: a server
// bundle of the app (src/entry-server.tsx) renders each for a visitor without a session, and the HTML goes to
// dist/prerendered.json, keyed by page pattern. The server puts it in #root for browsers that sent no session
// cookie (backend SpaPages); the app hydrates it (src/main.tsx). Members get the plain app: their pages differ.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

export const PRERENDERED_PAGES = ['/', '/daily-quiz', '/daily-mc-quiz', '/arena', '/quizzes', '/pricing'];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Inside the package, so the bundle resolves react and the rest from the workspace's node_modules.
const outDir = mkdtempSync(join(root, '.prerender-'));
try {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  const { render } = await import(pathToFileURL(join(outDir, 'entry-server.js')).href);
  const pages = {};
  for (const path of PRERENDERED_PAGES) pages[path] = await render(path);
  writeFileSync(join(root, 'dist', 'prerendered.json'), JSON.stringify(pages));
  const sizes = Object.entries(pages).map(([path, html]) => `${path} ${(html.length / 1024).toFixed(1)} KB`);
  console.info(`Rendered ahead of time: ${sizes.join(', ')}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
