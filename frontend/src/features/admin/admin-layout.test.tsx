/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { ADMIN_SECTION_PATHS, type AdminEnquiryPage } from '@trivia/contracts';
import { ADMIN_SECTION_PAGES } from './admin-section-pages';
import { ADMIN_SECTIONS } from './admin-sections';
import { fakeApi, renderPage } from '../../testing/render-page';
import { AdminLayout } from './components/admin-layout';

const noEnquiries: AdminEnquiryPage = {
  items: [],
  page: 1,
  pageSize: 20,
  total: 0,
  counts: { new: 0, contacted: 0, closed: 0 },
};

describe('the admin layout', () => {
  it('has a page for each section, and the sections are the paths the router and the server know', () => {
    expect(ADMIN_SECTIONS.map((section) => section.path).sort()).toEqual(Object.keys(ADMIN_SECTION_PAGES).sort());
    expect(ADMIN_SECTIONS.map((section) => section.path)).toEqual(['', ...ADMIN_SECTION_PATHS]);
  });

  it('draws the section of its path, loaded on its own, beside the section nav', async () => {
    fakeApi({ 'GET /api/admin/enquiries': { body: noEnquiries } });
    renderPage(<AdminLayout />, { url: '/admin/enquiries' });

    expect(await screen.findByRole('heading', { name: 'Enquiries', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin: Enquiries', level: 1 })).toBeTruthy();
    const current = screen.getAllByRole('link', { name: 'Enquiries' });
    expect(current.every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });

  it('is the 404 page under /admin where there is no section', () => {
    fakeApi({});
    renderPage(<AdminLayout />, { url: '/admin/enquiries/e1' });
    expect(screen.getByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});
