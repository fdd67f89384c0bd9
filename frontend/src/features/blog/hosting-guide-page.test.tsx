/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Guide } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { HostingGuidePage } from './components/hosting-guide-page';

const slow = { timeout: 3000 };

const guide: Guide = {
  slug: 'hosting-guide',
  title: 'How to host a pub quiz',
  summary: 'A complete guide.',
  updated: '2026-11-20',
  readingMinutes: 9,
  html: '<h2 id="planning">Planning</h2><p>Plan.</p><h2 id="the-packs-four-files">The pack’s four files</h2><h3 id="host-sheet-pdf">Host sheet (PDF)</h3><p>Read.</p>',
  toc: [
    { id: 'planning', text: 'Planning', depth: 2 },
    { id: 'the-packs-four-files', text: 'The pack’s four files', depth: 2 },
    { id: 'host-sheet-pdf', text: 'Host sheet (PDF)', depth: 3 },
  ],
};

describe('/hosting-guide', () => {
  it('shows the guide with a table of contents linking to each section, and the next steps', async () => {
    fakeApi({ 'GET /api/guides/hosting-guide': { body: guide } });
    renderPage(<HostingGuidePage />, { url: '/hosting-guide' });
    const contents = await screen.findByRole('navigation', { name: 'Contents' }, slow);
    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    expect(screen.getByText('A complete guide.')).toBeTruthy();
    expect(document.title).toBe('How to host a pub quiz | Trivia Platform');
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Planning', '#planning'],
      ['The pack’s four files', '#the-packs-four-files'],
      ['Host sheet (PDF)', '#host-sheet-pdf'],
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse quiz packs' }).getAttribute('href')).toBe('/quizzes');
    expect(screen.getByRole('link', { name: 'Host a live session' }).getAttribute('href')).toBe('/arena/host-session');
    expect(document.querySelector('[data-print-article]')).toBeTruthy();
  });

  it('prints from its button', async () => {
    fakeApi({ 'GET /api/guides/hosting-guide': { body: guide } });
    const print = jest.fn();
    window.print = print;
    renderPage(<HostingGuidePage />, { url: '/hosting-guide' });
    fireEvent.click(await screen.findByRole('button', { name: 'Print this guide' }, slow));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the guide cannot be loaded', async () => {
    fakeApi({ 'GET /api/guides/hosting-guide': { status: 503, body: { code: 'SYS_001', message: 'Down' } } });
    renderPage(<HostingGuidePage />, { url: '/hosting-guide' });
    expect(await screen.findByText('The guide could not be loaded', undefined, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
