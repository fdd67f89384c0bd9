import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { entryPreloadsOnce } from './vite-plugins/entry-preloads';
import { pureContracts } from './vite-plugins/pure-contracts';
import { routePreloadsManifest } from './vite-plugins/route-preloads';

const backend = 'http://localhost:3000';

/**
 * /api/docs and /api/developers/* are client routes too: a browser navigation (asking for HTML) gets the
 * app, while fetch calls (asking for JSON) go to the backend.
 */
const apiProxy: ProxyOptions = {
  target: backend,
  changeOrigin: true,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are, so the
  // first load costs no CPU per request and a fraction of the bytes.
  plugins: [
    react(),
    pureContracts(),
    routePreloadsManifest(),
    entryPreloadsOnce(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The manifest tells the budget test (scripts/initial-js.mjs) which chunks each route loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically runs on every first load, so it ships as one file with the entry
        // rather than as the many small chunks the default splitting makes of what lazy pages share with it:
        // no byte is loaded that was not before, in a few files instead of twenty (each request costs main-thread
        // time on a phone, and one file compresses better than many).
        // The Mantine hooks that lazy pages use (about 7 KB gzipped together) ship as one chunk, not a file per hook:
        // /pricing's first paint waits for 14 files instead of 16 (FCP 2.3 → 2.2 s, Lighthouse side by side).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'mantine-hooks', test: /node_modules[\\/]@mantine[\\/]hooks[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiProxy,
      // The blog's RSS feed is the backend's too (outside /api, where feed readers look for it).
      '/blog/rss.xml': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
});
