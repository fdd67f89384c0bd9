/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '../../testing/render-page';
import { WhiteLabelPage } from './components/white-label-page';

const slow = { timeout: 3000 };

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Your name/ }), { target: { value: 'Priya Shah' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Work e-mail/ }), {
    target: { value: 'priya@quizco.example' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Organisation/ }), { target: { value: 'QuizCo Ltd' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Your message/ }), {
    target: { value: 'We run quiz nights in 40 pubs and want our own brand.' },
  });
}

describe('/white-label', () => {
  it('says what a deployment includes and that it is arranged with our team, with no price', () => {
    fakeApi({});
    renderPage(<WhiteLabelPage />, { url: '/white-label' });
    expect(screen.getByRole('heading', { level: 1, name: 'White-label quizzes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Arena and host-led sessions' })).toBeTruthy();
    expect(screen.getByText(/arranged with our team/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/£\s?\d/);
  });

  it('shows problems on their fields and sends nothing while the form is incomplete', async () => {
    const calls = fakeApi({});
    renderPage(<WhiteLabelPage />, { url: '/white-label' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Your message/ }), { target: { value: 'Hi <b>you</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Your message must be plain text: remove the HTML')).toBeTruthy();
    expect(screen.getByText('Tick the box so that we may contact you about this enquiry')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Your name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the enquiry and shows that it arrived, with where the copy went', async () => {
    const calls = fakeApi({ 'POST /api/enquiries': { status: 201, body: { received: true } } });
    renderPage(<WhiteLabelPage />, { url: '/white-label' });
    fillIn();
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('heading', { name: /your enquiry has reached our team/ }, slow)).toBeTruthy();
    expect(screen.getByText(/We have sent a copy to priya@quizco.example/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'white-label',
      name: 'Priya Shah',
      email: 'priya@quizco.example',
      organisation: 'QuizCo Ltd',
      role: null,
      audienceSize: null,
      message: 'We run quiz nights in 40 pubs and want our own brand.',
      consent: true,
    });
  });

  it('puts the server’s refusal on its field', async () => {
    fakeApi({
      'POST /api/enquiries': {
        status: 400,
        body: { code: 'VAL_001', message: 'Invalid', issues: [{ path: 'email', message: 'Use a work address' }] },
      },
    });
    renderPage(<WhiteLabelPage />, { url: '/white-label' });
    fillIn();
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Use a work address', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /reached our team/ })).toBeNull());
  });
});
