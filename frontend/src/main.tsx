import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { initErrorReporting } from './lib/error-reporting';

// Error monitoring (loaded only with a DSN) waits until the page has loaded, so it never delays the first paint.
const startErrorReporting = () => window.setTimeout(() => void initErrorReporting(), 0);
if (document.readyState === 'complete') startErrorReporting();
else window.addEventListener('load', startErrorReporting, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * A page the server sent rendered ahead of time (scripts/prerender.mjs) is hydrated once the browser has painted it
 * (the frame after this script, or soon in a tab that gets no frames), so the visitor sees it before the app's first
 * render runs; any other page is rendered here at once.
 */
function hydrateAfterFirstPaint(root: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    hydrateRoot(root, app);
  };
  requestAnimationFrame(() => window.setTimeout(start, 0));
  window.setTimeout(start, 250);
}

if (container.firstElementChild) hydrateAfterFirstPaint(container);
else createRoot(container).render(app);
