/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QC_RULE_IDS, QC_RULES, type QcCheckResponse } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { QcServicePage } from './components/qc-service-page';

const SPELLING = 'Use the British spelling "colour", not "color".';

/** The text of what a field's input points at (its description and error). */
function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('/qc-service', () => {
  it('explains every rule with a failing example and its fix, and points to the developer portal for the keyed API', async () => {
    fakeApi({});
    renderPage(<QcServicePage />, { url: '/qc-service' });
    expect(await screen.findByRole('heading', { level: 1, name: 'QC as a service' })).toBeTruthy();
    for (const id of QC_RULE_IDS) {
      const rule = document.getElementById(`rule-${id}`)!;
      expect(within(rule).getByRole('heading', { name: new RegExp(QC_RULES[id].title) })).toBeTruthy();
      expect(rule.textContent).toContain(QC_RULES[id].fail);
      expect(rule.textContent).toContain(QC_RULES[id].fix);
    }
    expect(screen.getByLabelText('curl example').textContent).toContain('/api/qc/check');
    // The keyed quiz API now exists: the page links to its portal.
    expect(screen.getByRole('link', { name: 'developer portal' }).getAttribute('href')).toBe('/developers');
  });

  it('sends the question as the type needs it and shows each problem on its field with its rule', async () => {
    const calls = fakeApi({
      'POST /api/qc/check': (): { body: QcCheckResponse } => ({
        body: {
          ok: false,
          problems: [
            { path: 'prompt', rule: 'british-spelling', message: SPELLING },
            { path: 'options.2', rule: 'duplicate-option', message: 'This option repeats option 1.' },
          ],
        },
      }),
    });
    renderPage(<QcServicePage />, { url: '/qc-service' });
    const form = await screen.findByRole('form', { name: 'Check a question' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Multiple choice' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Question' }), {
      target: { value: 'What color is a ripe banana?' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer' }), { target: { value: 'Yellow' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Options' }), {
      target: { value: 'Yellow\n Green \n\nyellow' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Check question' }));

    await screen.findByText('2 problems to fix');
    expect(calls.find((call) => call.path === '/api/qc/check')?.body).toEqual({
      type: 'multiple_choice',
      prompt: 'What color is a ripe banana?',
      answer: 'Yellow',
      aliases: [],
      options: ['Yellow', 'Green', 'yellow'],
    });
    expect(describedText(within(form).getByRole('textbox', { name: 'Question' }))).toContain(SPELLING);
    expect(describedText(within(form).getByRole('textbox', { name: 'Options' }))).toContain(
      'Option 3: This option repeats option 1.',
    );
    const ruleLink = screen.getByRole('link', { name: '(British spelling)' });
    expect(ruleLink.getAttribute('href')).toBe('#rule-british-spelling');
  });

  it('says when a question passes, and shows a refusal such as the rate limit', async () => {
    let refuse = false;
    fakeApi({
      'POST /api/qc/check': () =>
        refuse
          ? { status: 429, body: { code: 'RATE_001', message: 'Too many question checks: try again in 40 seconds' } }
          : { body: { ok: true, problems: [] } },
    });
    renderPage(<QcServicePage />, { url: '/qc-service' });
    const form = await screen.findByRole('form', { name: 'Check a question' });
    fireEvent.click(within(form).getByRole('button', { name: 'Check question' }));
    expect(await screen.findByText('No problems found')).toBeTruthy();
    refuse = true;
    fireEvent.click(within(form).getByRole('button', { name: 'Check question' }));
    expect(await screen.findByText('Too many question checks: try again in 40 seconds')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No problems found')).toBeNull());
  });
});
