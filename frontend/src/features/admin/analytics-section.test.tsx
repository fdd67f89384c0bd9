/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnalyticsReport } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { AnalyticsSection } from './sections/analytics-section';

const report = (days: number): AnalyticsReport => ({
  days,
  from: '2026-11-21',
  to: '2026-11-27',
  totals: { pageViews: 1234, visitors: 321, conversions: 5, valueGbp: 17.5 },
  daily: [
    { date: '2026-11-26', pageViews: 34, visitors: 21, conversions: 1, valueGbp: 3 },
    { date: '2026-11-27', pageViews: 1200, visitors: 300, conversions: 4, valueGbp: 14.5 },
  ],
  byVertical: [{ vertical: 'pub', pageViews: 900, conversions: 4, valueGbp: 14.5 }],
  conversionsByEvent: [{ name: 'seasonal_download', conversions: 2, valueGbp: 8 }],
  topSearches: [{ query: 'harry potter', searches: 7, withoutResults: 1 }],
  searchesWithoutResults: [{ query: 'quidditch', searches: 3 }],
  downloadsByArchetype: [{ archetype: 'classic-pub', downloads: 11 }],
  downloadsByFileType: [{ fileType: 'csv', downloads: 4 }],
});

describe('admin analytics', () => {
  it('shows the totals, charts with their tables, and asks for another period', async () => {
    const calls = fakeApi({
      'GET /api/admin/analytics': { body: report(30) },
    });
    renderPage(<AnalyticsSection />, { url: '/admin/analytics' });
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('£17.50')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Page views by day: 2 bars, highest 1,200, total 1,234/ })).toBeTruthy();
    expect(screen.getAllByText('Pub Quiz Host').length).toBeGreaterThan(0);
    expect(screen.getByText('Seasonal pack downloaded')).toBeTruthy();
    expect(screen.getByText('harry potter')).toBeTruthy();
    expect(screen.getByText('quidditch')).toBeTruthy();
    expect(screen.getAllByText('Classic Pub Quiz').length).toBeGreaterThan(0);
    expect(screen.getByText('CSV')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() =>
      expect((global.fetch as jest.Mock).mock.calls.map((call) => String(call[0]))).toContain(
        '/api/admin/analytics?days=90',
      ),
    );
    expect(calls.filter((call) => call.path === '/api/admin/analytics')).toHaveLength(2);
  });
});
