/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../testing/render-page';
import { quizDetail, quizSummary } from './catalogue-test-data';
import { PubQuizLandingPage } from './components/pub-quiz-landing-page';

const SAMPLE = 'classic-pub-50-2026-11-23';

function openLanding(page: 'downloadable-pub-quiz' | 'pub-quiz-download', sampleOut = true) {
  fakeApi({
    'GET /api/auth/me': { status: 401, body: { code: 'AUTH_005', message: 'Log in' } },
    'GET /api/quizzes/free-sample': sampleOut
      ? { body: quizSummary({ slug: SAMPLE, title: 'Classic Pub Quiz — 23 November 2026', archetype: 'classic-pub' }) }
      : { status: 404, body: { code: 'RES_001', message: 'Not found' } },
    [`GET /api/quizzes/${SAMPLE}`]: {
      body: quizDetail({ slug: SAMPLE, title: 'Classic Pub Quiz — 23 November 2026', archetype: 'classic-pub' }),
    },
  });
  renderPage(<PubQuizLandingPage page={page} />, { url: `/${page}` });
}

describe('the pub quiz landing pages', () => {
  it('preview this week’s free sample and ask a visitor to sign up to download it', async () => {
    openLanding('downloadable-pub-quiz');
    expect(screen.getByRole('heading', { level: 1, name: 'Downloadable Pub Quiz' })).toBeTruthy();

    const sample = screen.getByRole('region', { name: "This week's free sample" });
    expect(await within(sample).findByRole('link', { name: 'Classic Pub Quiz — 23 November 2026' })).toBeTruthy();
    expect(within(sample).getByText('Round 2: Flags of the world')).toBeTruthy();
    expect(within(sample).getByText('Which river flows through Cardiff?')).toBeTruthy();
    expect(await within(sample).findByText('Log in or sign up free to download this week’s sample pack.')).toBeTruthy();
    expect(within(sample).getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(
      '/auth/register?next=%2Fdownloadable-pub-quiz',
    );
  });

  it('list the four files and what each plan gives, from the plans themselves', async () => {
    openLanding('pub-quiz-download');
    expect(screen.getByRole('heading', { level: 1, name: 'Pub Quiz Download' })).toBeTruthy();

    const pack = screen.getByRole('region', { name: "What's in a pack" });
    for (const file of ['Host sheet (PDF)', 'Answers only (PDF)', 'Team answer sheet (PDF)', 'Questions (CSV)']) {
      expect(within(pack).getByText(file)).toBeTruthy();
    }
    const standard = screen.getByRole('article', { name: 'Pub Standard' });
    expect(standard.textContent).toContain('£12 a month, inc. VAT');
    expect(standard.textContent).toContain('8 pack downloads a month');
    const premium = screen.getByRole('article', { name: 'Pub Premium' });
    expect(premium.textContent).toContain('£25 a month, inc. VAT');
    expect(premium.textContent).toContain('30 pack downloads a month');
    expect(screen.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing');
  });

  it('say so plainly when this week’s sample is not out yet', async () => {
    openLanding('pub-quiz-download', false);
    expect(await screen.findByText(/free sample pack is not out yet/)).toBeTruthy();
  });
});
