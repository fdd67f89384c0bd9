/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HostedSessionReportResponse } from '@trivia/contracts';
import { type FakeApi, fakeApi, renderPage } from '../../testing/render-page';
import { SessionReportPage } from './components/session-report-page';
import { member, report, SESSION_ID, summary } from './session-report-test-data';

const REPORT_PATH = `/api/arena/sessions/${SESSION_ID}/report`;

function openReport(answer: FakeApi[string]) {
  const calls = fakeApi({ 'GET /api/auth/me': { body: member }, [`GET ${REPORT_PATH}`]: answer });
  renderPage(<SessionReportPage />, { url: `/library/sessions/${SESSION_ID}`, path: '/library/sessions/:id' });
  return calls;
}

const ready: HostedSessionReportResponse = { session: summary(), report };

describe('the session report page', () => {
  it('shows engagement, team standings, standings, participation, questions and re-markings', async () => {
    openReport({ body: ready });

    expect(await screen.findByRole('heading', { level: 1, name: 'Friday team quiz' })).toBeTruthy();
    expect(screen.getByText(/hosted by Quinn H\. · ended early/)).toBeTruthy();

    const engagement = screen.getByRole('region', { name: 'Engagement' });
    expect(within(engagement).getByText('Participation').nextSibling?.textContent).toBe('67%of possible answers');
    expect(within(engagement).getByText('Split the room').nextSibling?.textContent).toBe('135% to 65% right');

    const teams = screen.getByRole('region', { name: 'Team standings' });
    expect(within(teams).getByRole('rowheader', { name: 'Sales' }).closest('tr')?.textContent).toBe(
      '1SalesAnn, Cat1.050%',
    );
    expect(screen.getByText("A team's score is the mean of its members' scores, to one decimal place.")).toBeTruthy();

    const standings = screen.getByRole('region', { name: 'Final standings' });
    expect(
      within(standings)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ann', 'Bob', 'Cat']);

    const participation = screen.getByRole('region', { name: 'Participation by question' });
    expect(
      within(participation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Q13 of 3 (100%)', 'Q22 of 3 (67%)', 'Q31 of 3 (33%)', 'Q4void (skipped)']);

    const questions = screen.getByRole('region', { name: 'Questions' });
    expect(within(questions).getByText('1 question split the room (35% to 65% right): worth going over together.'));
    const mona = within(questions).getByText('Who painted the Mona Lisa?').closest('tr')!;
    expect(within(mona).getByText('Split the room')).toBeTruthy();
    expect(within(mona).getByText('Leonardo ✓ 1 · Raphael 1')).toBeTruthy();
    const poll = within(questions).getByText('Enjoying it so far?').closest('tr')!;
    expect(within(poll).getByText('Poll', { selector: 'td' })).toBeTruthy();
    expect(within(questions).getByText('Void (skipped)')).toBeTruthy();

    expect(screen.getByText(/18:02:40: Quinn Host marked “leonardo” for Q2 right \(Ann\)/)).toBeTruthy();
  });

  it("opens a player's answers with their receipt times", async () => {
    openReport({ body: ready });
    const control = await screen.findByRole('button', { name: '1. Ann · 2 points' });
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(control.getAttribute('aria-controls')!)!;
    // jsdom runs no transitions, so the opening panel is read from the DOM rather than by role.
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Q1 Paris (right, 1 point)Received 18:01:02, 2.0 s after the question opened',
      'Q2 Leonardo (right, 1 point)Received 18:02:02, 2.0 s after the question openedRe-marked',
      'Q3 YesReceived 18:03:02, 2.0 s after the question opened',
    ]);
  });

  it('downloads the CSV and the PDF from the report routes', async () => {
    const calls = openReport({ body: ready });
    const files = () => calls.map((call) => call.path).filter((path) => path.includes('report.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download the report as CSV (every answer)' }));
    await waitFor(() => expect(files()).toEqual([`${REPORT_PATH}.csv`]));
    const pdf = screen.getByRole('button', { name: 'Download the report as PDF (summary)' });
    await waitFor(() => expect(pdf.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pdf);
    await waitFor(() => expect(files()).toEqual([`${REPORT_PATH}.csv`, `${REPORT_PATH}.pdf`]));
  });

  it('says when the report is still being prepared, and checks again on request', async () => {
    let asked = 0;
    openReport(() => {
      asked += 1;
      return { body: asked === 1 ? { session: summary({ status: 'preparing' }), report: null } : ready };
    });
    expect(await screen.findByText('The report is being prepared')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('region', { name: 'Engagement' })).toBeTruthy();
  });

  it('tells a member who is not the host that the report is not theirs', async () => {
    openReport({ status: 403, body: { code: 'ARENA_005', message: 'Only the host' } });
    expect(await screen.findByText('Only the host of this session can see its report.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
