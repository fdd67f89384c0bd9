import type { Contribution } from '@trivia/contracts';
import {
  draftOf,
  editsBetween,
  emptyDraft,
  fieldOf,
  localToday,
  problemsByField,
  requestOf,
  schemaProblems,
} from './contribution-draft';

const complete = {
  ...emptyDraft('2026-03-01'),
  category: 'science',
  prompt: 'Which gas makes up most of the air we breathe?',
  answer: 'Nitrogen',
  aliases: ['N2'],
  sourceUrl: ' https://en.wikipedia.org/wiki/Nitrogen ',
};

describe('the contribution draft', () => {
  it('sends a typed answer with its alternatives and no options', () => {
    expect(requestOf(complete)).toEqual({
      type: 'text',
      category: 'science',
      difficulty: 'medium',
      prompt: complete.prompt,
      answer: 'Nitrogen',
      aliases: ['N2'],
      options: null,
      sourceUrl: 'https://en.wikipedia.org/wiki/Nitrogen',
      asOf: '2026-03-01',
    });
  });

  it('sends multiple choice with the answer first, then the wrong options, and no alternatives', () => {
    const mc = { ...complete, type: 'multiple_choice' as const, wrongOptions: ['Oxygen', 'Argon', 'Neon'] };
    expect(requestOf(mc)).toMatchObject({ options: ['Nitrogen', 'Oxygen', 'Argon', 'Neon'], aliases: [] });
    expect(requestOf({ ...complete, type: 'true_false', answer: 'True' })).toMatchObject({
      options: null,
      aliases: [],
    });
  });

  it.each([
    ['prompt', 'prompt'],
    ['options.0', 'answer'],
    ['options.2', 'wrongOptions'],
    ['options', 'wrongOptions'],
    ['aliases.1', 'aliases'],
    ['asOf', 'asOf'],
    ['something.else', null],
  ])('puts a problem on %s under the %s field', (path, field) => {
    expect(fieldOf(path)).toBe(field);
  });

  it('gathers problems by field, each message once, and keeps the rest apart', () => {
    expect(
      problemsByField([
        { path: 'options.1', message: 'This option repeats option 1.' },
        { path: 'options.3', message: 'This option repeats option 1.' },
        { path: 'prompt', message: 'Use the British spelling "colour", not "color".' },
        { path: '', message: 'Something about the whole question.' },
      ]),
    ).toEqual({
      fields: {
        wrongOptions: ['This option repeats option 1.'],
        prompt: ['Use the British spelling "colour", not "color".'],
      },
      other: ['Something about the whole question.'],
    });
  });

  it('checks the draft with the shared schema before asking the server, in plain words', () => {
    expect(schemaProblems(complete)).toEqual([]);
    const problems = schemaProblems({ ...complete, category: null, prompt: 'Short?', sourceUrl: 'not a link' });
    expect(problems.map((p) => p.path)).toEqual(['category', 'prompt', 'sourceUrl']);
    expect(problems[0]!.message).toBe('Choose a category.');
  });

  it('reads a stored contribution back, and sends only what an admin changed', () => {
    const stored: Contribution = {
      id: 'c1',
      status: 'pending',
      ...requestOf({ ...complete, type: 'multiple_choice', wrongOptions: ['Oxygen', 'Argon', 'Neon'] }),
      aliases: [],
      options: ['Oxygen', 'Nitrogen', 'Argon', 'Neon'],
      createdAt: '2026-03-02T10:00:00.000Z',
      reviewedAt: null,
      reason: null,
      questionId: null,
      contributor: { id: 'u1', name: 'Jane D.' },
    } as Contribution;
    const draft = draftOf(stored);
    expect(draft.wrongOptions).toEqual(['Oxygen', 'Argon', 'Neon']);
    expect(editsBetween(draft, draft)).toEqual({});
    expect(
      editsBetween(draft, { ...draft, prompt: 'Which gas is most of the air we breathe?', difficulty: 'easy' }),
    ).toEqual({
      prompt: 'Which gas is most of the air we breathe?',
      difficulty: 'easy',
    });
  });

  it("gives today's date on the contributor's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
