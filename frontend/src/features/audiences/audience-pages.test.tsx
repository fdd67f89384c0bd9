/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { adsAllowedOn } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { AdsLandingPage } from './components/ads-landing-page';
import { CorporatePage } from './components/corporate-page';
import { EducationPage } from './components/education-page';
import { TeachersPage } from './components/teachers-page';
import { SAMPLE, SETS } from './test-data';

const mockSocket = { connected: false, on: () => undefined, off: () => undefined, emit: () => undefined };
jest.mock('../../lib/socket', () => ({ getSocket: () => mockSocket }));

const slow = { timeout: 3000 };
const api = {
  'GET /api/revision/sets': { body: SETS },
  'GET /api/revision/sets/science/gcse/sample': { body: SAMPLE },
  'GET /api/revision/sets/history/gcse/sample': { body: { ...SAMPLE, subject: 'history' } },
};

async function sendEnquiry() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Your name/ }), { target: { value: 'Sam Patel' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Work e-mail/ }), { target: { value: 'sam@org.example' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Organisation/ }), { target: { value: 'Org Ltd' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Your message/ }), {
    target: { value: 'We would like a quiz for our people.' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  await screen.findByRole('heading', { name: /your enquiry has reached our team/ }, slow);
}

describe('/corporate', () => {
  it('says what a team gets, shows real screenshots with alt text, and links to corporate pricing', () => {
    fakeApi(api);
    renderPage(<CorporatePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Solutions' })).toBeTruthy();
    for (const name of ['Host-led sessions with teams', 'Accuracy scoring', 'Reports for HR and managers'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    const shots = screen.getAllByRole('img');
    expect(shots.length).toBeGreaterThanOrEqual(3);
    for (const shot of shots) expect(shot.getAttribute('alt')!.length).toBeGreaterThan(20);
    expect(screen.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing/corporate');
    expect(screen.getByText(/up to 300 colleagues/)).toBeTruthy();
  });

  it('sends a corporate contact-sales enquiry', async () => {
    const calls = fakeApi({ ...api, 'POST /api/enquiries': { status: 201, body: { received: true } } });
    renderPage(<CorporatePage />);
    await sendEnquiry();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ kind: 'corporate', name: 'Sam Patel' });
  });
});

describe('/education', () => {
  it('lists the revision sets by subject with counts, each with a practice link, and no hosting', async () => {
    fakeApi(api);
    renderPage(<EducationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'GCSE and A-Level Revision' })).toBeTruthy();
    const history = await screen.findByRole('article', { name: 'History' }, slow);
    expect(within(history).getByText('GCSE History')).toBeTruthy();
    expect(within(history).getByText('A-level History')).toBeTruthy();
    expect(within(history).getByText(/on 1,290 topics/)).toBeTruthy();
    expect(within(history).getByRole('link', { name: 'Practise A-level History' }).getAttribute('href')).toBe(
      '/education/practice/history/a-level',
    );
    expect(screen.queryByRole('link', { name: /Host .* live in class/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing/education');
  });

  it('shows a real example question with its answer behind a button', async () => {
    fakeApi(api);
    renderPage(<EducationPage />);
    expect(await screen.findByText(SAMPLE.prompt, {}, slow)).toBeTruthy();
    const reveal = screen.getByRole('button', { name: 'Show the answer' });
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(/Answer:/).closest('[hidden]')).not.toBeNull();
    fireEvent.click(reveal);
    expect(screen.getByRole('button', { name: 'Hide the answer' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Answer:/).closest('[hidden]')).toBeNull();
  });

  it('sends an education enquiry', async () => {
    const calls = fakeApi({ ...api, 'POST /api/enquiries': { status: 201, body: { received: true } } });
    renderPage(<EducationPage />);
    await sendEnquiry();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ kind: 'education' });
  });
});

describe('/teachers', () => {
  it('offers each set to practise or host live in class, and a set too thin for a quiz to neither', async () => {
    fakeApi(api);
    renderPage(<TeachersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher Resources' })).toBeTruthy();
    const host = await screen.findByRole('link', { name: 'Host GCSE Science live in class' }, slow);
    expect(host.getAttribute('href')).toBe('/arena/host-session?subject=science&level=gcse');
    const maths = screen.getByRole('article', { name: 'Maths' });
    expect(within(maths).getByRole('link', { name: 'Practise GCSE Maths' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe('/pricing/teachers');
    expect(screen.getByText(/hosts a class of up to 40/)).toBeTruthy();
  });

  it('sends a classroom enquiry', async () => {
    const calls = fakeApi({ ...api, 'POST /api/enquiries': { status: 201, body: { received: true } } });
    renderPage(<TeachersPage />);
    await sendEnquiry();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ kind: 'teachers' });
  });
});

describe('/ads-landing', () => {
  const stats = {
    date: '2026-11-27',
    standardQuiz: { playersToday: 1234, playingNow: 12 },
    mcQuiz: { playersToday: 987, playingNow: 7 },
  };

  it('leads with today’s quizzes and their live counts, then the pub plans with their catalogue prices', async () => {
    fakeApi({ 'GET /api/daily-quiz/stats': { body: stats } });
    renderPage(<AdsLandingPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Free daily quizzes')).toBeLessThan(headings.indexOf('Hosting your own quiz night?'));
    expect((await screen.findByTestId('players-today-standard', {}, slow)).textContent).toMatch(/1,234 started today/);
    const play = screen.getAllByRole('link', { name: 'Play now' }).map((link) => link.getAttribute('href'));
    expect(play).toEqual(['/daily-quiz', '/daily-mc-quiz']);
    expect(screen.getByRole('heading', { name: 'Pub Standard' })).toBeTruthy();
    expect(screen.getByText('£12 a month, inc. VAT')).toBeTruthy();
    expect(screen.getByText('£25 a month, inc. VAT')).toBeTruthy();
    expect(screen.queryByText(/a year/)).toBeNull();
  });

  it('is not a page adverts may show on', () => {
    expect(adsAllowedOn('/ads-landing')).toBe(false);
  });
});
