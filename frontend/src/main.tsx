import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
