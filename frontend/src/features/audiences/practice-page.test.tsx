/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import type { PracticeState } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { PracticePage } from './components/practice-page';
import { practice, SETS } from './test-data';

const slow = { timeout: 3000 };
const ID = practice(2, 0).attemptId;
const PATH = '/education/practice/:subject/:level';

describe('/education/practice/{subject}/{level}', () => {
  it('starts a quiz of the chosen length, marks each answer on the server and ends with the score', async () => {
    let state: PracticeState = practice(2, 0);
    const calls = fakeApi({
      'GET /api/revision/sets': { body: SETS },
      'POST /api/revision/practice': { status: 201, body: state },
      [`GET /api/revision/practice/${ID}`]: () => ({ body: state }),
      [`POST /api/revision/practice/${ID}/answer`]: () => {
        const index = state.answered.length;
        state = practice(2, index + 1);
        return { body: { reveal: state.answered[index], state } };
      },
    });
    renderPage(<PracticePage />, { url: '/education/practice/science/gcse', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'GCSE Science revision quiz' }, slow)).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Questions' }, slow), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(await screen.findByText('Science question 1?', {}, slow)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'science',
      level: 'gcse',
      style: 'choices',
      questionCount: 5,
    });

    fireEvent.click(screen.getByRole('button', { name: /Liver/ }));
    expect(await screen.findByRole('alert', { name: 'Correct!' }, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(await screen.findByRole('button', { name: /Liver/ }, slow));
    expect((await screen.findByRole('alert', { name: 'Not quite' }, slow)).textContent).toContain(
      'The answer was Kidney',
    );
    fireEvent.click(screen.getByRole('button', { name: 'See your result' }));
    expect(await screen.findByRole('heading', { name: 'You scored 1 out of 2' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Host this set live' }).getAttribute('href')).toBe(
      '/arena/host-session?subject=science&level=gcse',
    );
    const answers = calls.filter((call) => call.path.endsWith('/answer')).map((call) => call.body);
    expect(answers).toEqual([
      { index: 0, answer: 'Liver' },
      { index: 1, answer: 'Liver' },
    ]);
  });

  it('offers only typed answers for a set too thin for multiple choice, up to what it holds', async () => {
    const calls = fakeApi({ 'GET /api/revision/sets': { body: SETS } });
    renderPage(<PracticePage />, { url: '/education/practice/maths/gcse', path: PATH });
    expect(await screen.findByRole('radio', { name: /Type the answer/ }, slow)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Multiple choice/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Questions' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(await screen.findByText('This set has 12 questions of this kind', {}, slow)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('resumes a quiz from the address', async () => {
    fakeApi({
      'GET /api/revision/sets': { body: SETS },
      [`GET /api/revision/practice/${ID}`]: { body: practice(3, 1) },
    });
    renderPage(<PracticePage />, { url: `/education/practice/science/gcse?attempt=${ID}`, path: PATH });
    expect(await screen.findByText('Science question 2?', {}, slow)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Question 2 of 3');
  });

  it('says so when a quiz in the address is no longer there', async () => {
    fakeApi({ 'GET /api/revision/sets': { body: SETS } });
    renderPage(<PracticePage />, { url: `/education/practice/science/gcse?attempt=${ID}`, path: PATH });
    expect(await screen.findByText('This practice quiz is no longer available', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new one' }));
    expect(await screen.findByRole('button', { name: 'Start practising' }, slow)).toBeTruthy();
  });

  it('answers an unknown subject with the 404 page', () => {
    fakeApi({ 'GET /api/revision/sets': { body: SETS } });
    renderPage(<PracticePage />, { url: '/education/practice/astrology/gcse', path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
