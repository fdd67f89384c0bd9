/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaveBuilderDraftRequest } from '@trivia/contracts';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { bankQuestion, premiumEntitlements, premiumMember, sampleDraft } from './builder-test-data';
import { DraftEditorPage } from './components/draft-editor-page';

function openEditor(routes: FakeApi = {}) {
  const calls = fakeApi({
    'GET /api/auth/me': { body: premiumMember },
    'GET /api/entitlements': { body: premiumEntitlements },
    'GET /api/builder/drafts/draft-1': { body: sampleDraft() },
    'PUT /api/builder/drafts/draft-1': (body) => ({
      body: { ...sampleDraft(), ...(body as object), version: (body as { version: number }).version + 1 },
    }),
    ...routes,
  });
  renderPage(<DraftEditorPage />, { url: '/builder/drafts/draft-1', path: '/builder/drafts/:id' });
  return calls;
}

const puts = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as SaveBuilderDraftRequest);

async function deleteQuestion(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
}

// jsdom has no scrolling; the editor opens at the top in a browser.
beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('the draft editor', () => {
  it('shows the draft round by round with what is left to add', async () => {
    openEditor();
    expect(await screen.findByDisplayValue('Friday Night Quiz')).toBeTruthy();
    expect(screen.getByTestId('draft-count').textContent).toBe('5 of 30 — 25 to add');
    const round = screen.getByRole('list', { name: 'Questions in round 2' });
    expect(within(round).getAllByRole('listitem')).toHaveLength(2);
    const question = screen.getByRole('listitem', { name: 'Question 1 of round 1' });
    expect(question.textContent).toContain('Which element has the chemical symbol A?');
    expect(question.textContent).toContain('Answer: Element a');
    expect(question.textContent).toContain('Science');
  });

  it('autosaves an edit with the version it was made from, and undoes it', async () => {
    const calls = openEditor();
    await deleteQuestion('Question 2 of round 1');
    expect(screen.getByTestId('draft-count').textContent).toBe('4 of 30 — 26 to add');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.version).toBe(3);
    expect(puts(calls)[0]?.rounds[0]?.questions.map((q) => q.id)).toEqual(['a', 'c']);
    await waitFor(() => expect(screen.getByTestId('autosave-status').textContent).toContain('Saved'));

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('draft-count').textContent).toBe('5 of 30 — 25 to add');
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({ version: 4 });
    expect(puts(calls)[1]?.rounds[0]?.questions.map((q) => q.id)).toEqual(['a', 'b', 'c']);
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the server’s QUIZ_003 issues on the fields they name', async () => {
    openEditor({
      'PUT /api/builder/drafts/draft-1': {
        status: 400,
        body: {
          code: 'QUIZ_003',
          message: 'The quiz needs changes',
          issues: [{ path: 'rounds.1.questions.0.prompt', message: '“color” is spelt “colour” in British English' }],
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Round 1 title'), { target: { value: 'Science' } });

    const question = await screen.findByRole('listitem', { name: 'Question 1 of round 2' });
    await waitFor(() => expect(question.textContent).toContain('“color” is spelt “colour” in British English'));
    expect(screen.getByTestId('autosave-status').textContent).toContain('Not saved — fix what is marked');
    expect(screen.getByText('1 thing to fix before this can be saved')).toBeTruthy();
  });

  it('asks to reload when another tab saved the draft first (409)', async () => {
    const calls = openEditor({
      'PUT /api/builder/drafts/draft-1': { status: 409, body: { code: 'VAL_001', message: 'Stale version' } },
    });
    await deleteQuestion('Question 1 of round 2');
    const dialog = await screen.findByRole('dialog', { name: 'This draft changed elsewhere' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload the draft' }));
    await waitFor(() => expect(screen.getByTestId('draft-count').textContent).toBe('5 of 30 — 25 to add'));
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/builder/drafts/draft-1')).toHaveLength(
      2,
    );
  });

  it('adds the member’s own multiple choice question to a round', async () => {
    const calls = openEditor();
    const addButtons = await screen.findAllByRole('button', { name: 'Add your own question' });
    fireEvent.click(addButtons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add your own question to round 2' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Multiple choice' }));
    fireEvent.change(within(dialog).getByLabelText(/^Question/), {
      target: { value: 'Which gas do plants take in from the air?' },
    });
    const options = ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'];
    options.forEach((option, i) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: `Option ${i + 1}` }), { target: { value: option } }),
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Option 2 is the right answer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));

    const added = await screen.findByRole('listitem', { name: 'Question 3 of round 2' });
    expect(added.textContent).toContain('Your question');
    expect(added.textContent).toContain('Answer: Carbon dioxide');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.rounds[1]?.questions[2]).toMatchObject({
      origin: 'own',
      type: 'multiple_choice',
      answer: 'Carbon dioxide',
      options,
    });
  });

  it('swaps a question just swapped in, naming every bank question it holds though no autosave has run', async () => {
    const swapped = ['x', 'y'];
    const calls = openEditor({
      'POST /api/builder/drafts/draft-1/swap': () => ({ body: { question: bankQuestion(swapped.shift()!) } }),
    });
    const swaps = () => calls.filter((call) => call.path.endsWith('/swap')).map((call) => call.body);
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Question 2 of round 1 for another' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Question 2 of round 1' }).textContent).toContain('Element x'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Swap Question 2 of round 1 for another' }));
    await waitFor(() => expect(swaps()).toHaveLength(2));
    // The second swap went out before any autosave of the first.
    const firstPut = calls.findIndex((call) => call.method === 'PUT');
    expect(firstPut === -1 || firstPut > calls.findLastIndex((call) => call.path.endsWith('/swap'))).toBe(true);
    expect(swaps()).toEqual([
      { questionId: 'b', inDraft: ['a', 'b', 'c', 'd', 'e'], exclude: [] },
      { questionId: 'x', inDraft: ['a', 'x', 'c', 'd', 'e'], exclude: ['b'] },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Question 2 of round 1' }).textContent).toContain('Element y'),
    );
  });

  it('swaps two questions clicked one after the other, each answer put in place, the second naming the first', async () => {
    const swapped = ['x', 'y'];
    const calls = openEditor({
      'POST /api/builder/drafts/draft-1/swap': () => ({ body: { question: bankQuestion(swapped.shift()!) } }),
    });
    const swaps = () => calls.filter((call) => call.path.endsWith('/swap')).map((call) => call.body);
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Question 2 of round 1 for another' }));
    fireEvent.click(screen.getByRole('button', { name: 'Swap Question 3 of round 1 for another' }));
    await waitFor(() => expect(swaps()).toHaveLength(2));
    expect(swaps()[1]).toMatchObject({ questionId: 'c', exclude: ['b'] });
    expect((swaps()[1] as { inDraft: string[] }).inDraft).toEqual(expect.arrayContaining(['x', 'c']));
    await waitFor(() => {
      expect(screen.getByRole('listitem', { name: 'Question 2 of round 1' }).textContent).toContain('Element x');
      expect(screen.getByRole('listitem', { name: 'Question 3 of round 1' }).textContent).toContain('Element y');
    });
  });

  it('refuses an empty answer in the form before anything is sent', async () => {
    const calls = openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Question 1 of round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question 1 of round 1' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer' }), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(await within(dialog).findByText('The answer is required')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
