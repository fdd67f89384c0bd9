/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminEnquiryPage, Enquiry } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { EnquiriesSection } from './sections/enquiries-section';

const enquiry: Enquiry = {
  id: 'e1',
  kind: 'white-label',
  status: 'new',
  name: 'Priya Shah',
  email: 'priya@quizco.example',
  organisation: 'QuizCo <b>Ltd</b>',
  role: 'Head of events',
  audienceSize: 2500,
  message: 'Line one.\nLine two.',
  createdAt: '2026-11-20T10:00:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
};

const page = (items: Enquiry[]): AdminEnquiryPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  counts: { new: 1, contacted: 0, closed: 0 },
});

describe('admin enquiries', () => {
  it('lists enquiries as plain text and changes one’s status', async () => {
    const calls = fakeApi({
      'GET /api/admin/enquiries': { body: page([enquiry]) },
      'PATCH /api/admin/enquiries/e1': { body: { ...enquiry, status: 'contacted' } },
    });
    renderPage(<EnquiriesSection />, { url: '/admin/enquiries' });
    const card = await screen.findByRole('listitem', { name: 'QuizCo <b>Ltd</b>, Priya Shah' });
    expect(within(card).getByText('QuizCo <b>Ltd</b>')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'priya@quizco.example' }).getAttribute('href')).toBe(
      'mailto:priya@quizco.example',
    );
    expect(within(card).getByText('2,500')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'New (1)' })).toBeTruthy();
    fireEvent.change(within(card).getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: '/api/admin/enquiries/e1',
        body: { status: 'contacted' },
      }),
    );
  });
});
