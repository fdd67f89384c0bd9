import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/api': apiProxy,
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
});
