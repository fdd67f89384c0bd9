// The app rendered ahead of time, at build time, for a visitor without a session (scripts/prerender.mjs): the
// server sends this HTML in the page, so it paints before any script has run, and the app hydrates it.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

const app = (url: string): ReactNode => (
  <StrictMode>
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * The HTML inside #root for `url`. A first pass waits for the lazily loaded pages; the second renders them in
 * one go, so the HTML has every boundary filled (no inline script to swap a fallback, which the CSP forbids).
 */
export async function render(url: string): Promise<string> {
  await prerender(app(url));
  const html = renderToString(app(url));
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`${url} still suspends after its modules loaded: it cannot be rendered ahead of time`);
  return html;
}
