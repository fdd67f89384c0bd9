import { checkQuestionText } from '../question-bank/qc';
import {
  checkContribution,
  type FindLookalike,
  inBankShape,
  latestDateAnywhere,
  linkProblems,
  type ProposedQuestion,
} from './contribution-checks';
import { bankQuestionOf, creditLine } from './contribution-question';

// The bank's text QC has tests of its own; here it passes everything unless a test says otherwise.
jest.mock('../question-bank/qc', () => ({ checkQuestionText: jest.fn(() => []) }));
const textQc = checkQuestionText as jest.MockedFunction<typeof checkQuestionText>;

const NOW = new Date('2026-03-10T12:00:00Z');
const nothingAlike: FindLookalike = () => null;

const question = (extra: Partial<ProposedQuestion> = {}): ProposedQuestion => ({
  type: 'text',
  category: 'science',
  difficulty: 'medium',
  prompt: 'Which gas makes up most of the air we breathe?',
  answer: 'Nitrogen',
  aliases: ['N2'],
  options: null,
  sourceUrl: 'https://en.wikipedia.org/wiki/Atmosphere_of_Earth',
  asOf: '2026-03-01',
  ...extra,
});

describe('checkContribution', () => {
  beforeEach(() => textQc.mockClear());

  it('passes a good question, and runs the bank QC on it as the bank would hold it', () => {
    expect(checkContribution(question(), NOW, nothingAlike)).toEqual([]);
    expect(textQc).toHaveBeenCalledWith(expect.objectContaining({ type: 'text', options: null, aliases: ['N2'] }));
  });

  it('reports the bank QC problems on their fields', () => {
    textQc.mockReturnValueOnce([{ path: 'prompt', message: 'Use British spelling: colour' }]);
    expect(checkContribution(question(), NOW, nothingAlike)).toEqual([
      { path: 'prompt', message: 'Use British spelling: colour' },
    ]);
  });

  it('asks for four options on a multiple-choice question, like every one in the bank', () => {
    const mc = question({ type: 'multiple_choice', options: ['Nitrogen', 'Oxygen', 'Argon'] });
    expect(checkContribution(mc, NOW, nothingAlike)).toEqual([
      { path: 'options', message: 'Give four options: the answer and three wrong ones.' },
    ]);
    expect(checkContribution({ ...mc, options: [...mc.options!, 'Neon'] }, NOW, nothingAlike)).toEqual([]);
  });

  it('does not say the same thing twice when the bank QC already flagged the options', () => {
    textQc.mockReturnValueOnce([{ path: 'options', message: 'Give at least two options' }]);
    const mc = question({ type: 'multiple_choice', options: null });
    expect(checkContribution(mc, NOW, nothingAlike)).toEqual([
      { path: 'options', message: 'Give at least two options' },
    ]);
  });

  it.each([
    ['tomorrow in the UK is today in Kiribati', '2026-03-11', []],
    [
      'two days ahead has begun nowhere',
      '2026-03-12',
      [{ path: 'asOf', message: '“True as of” cannot be a date in the future.' }],
    ],
    ['a past date', '1999-12-31', []],
  ])('true as of: %s', (_, asOf, problems) => {
    expect(checkContribution(question({ asOf }), NOW, nothingAlike)).toEqual(problems);
  });

  it('names the bank question it repeats, on the field that matched', () => {
    const finds: FindLookalike = (q) =>
      q.answer === 'Nitrogen' ? { prompt: 'What is the commonest gas in the air?', reason: 'answer' } : null;
    expect(checkContribution(question(), NOW, finds)).toEqual([
      { path: 'answer', message: 'The bank already asks this: “What is the commonest gas in the air?”' },
    ]);
  });
});

describe('linkProblems', () => {
  it.each([
    'https://en.wikipedia.org/wiki/Nitrogen',
    'http://www.bbc.co.uk/news/science',
    'https://example.org/a?b=c#d',
  ])('accepts %s', (link) => {
    expect(linkProblems(link)).toEqual([]);
  });

  it.each([
    ['ftp://example.org/file', 'The link must start with https:// or http://.'],
    ['javascript:alert(1)', 'The link must start with https:// or http://.'],
    ['https://example.org/<script>', 'The link cannot contain spaces, quotes or < >.'],
    ['https://user:secret@example.org/', 'The link cannot carry a user name or password.'],
    ['http://localhost/page', 'Give a link to a public website (such as https://www.example.org/page).'],
    ['http://192.168.0.1/page', 'Give a link to a public website (such as https://www.example.org/page).'],
    ['not a link', 'The link cannot contain spaces, quotes or < >.'],
  ])('refuses %s', (link, message) => {
    expect(linkProblems(link)).toEqual([{ path: 'sourceUrl', message }]);
  });
});

describe('the question as the bank holds it', () => {
  it('gives a true-or-false question the options True and False and writes its answer the same way', () => {
    expect(
      inBankShape(question({ type: 'true_false', answer: 'false', aliases: ['no'], options: null })),
    ).toMatchObject({ answer: 'False', aliases: [], options: ['True', 'False'] });
  });

  it('gives a typed question no options', () => {
    expect(inBankShape(question({ options: ['a', 'b'] })).options).toBeNull();
  });

  it('the latest date anywhere is the UK date until 10:00 UTC, then the next day', () => {
    expect(latestDateAnywhere(new Date('2026-03-10T09:59:00Z'))).toBe('2026-03-10');
    expect(latestDateAnywhere(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
  });

  it('becomes a bank question with its own id and fact, credited, and its options mixed the same way every time', () => {
    const mc = question({ type: 'multiple_choice', options: ['Nitrogen', 'Oxygen', 'Argon', 'Carbon dioxide'] });
    const contribution = { id: '0f6f3d3c-5d1e-4a53-9a8e-2b7d1f0c9a11', userId: 'u1' };
    const made = bankQuestionOf(mc, contribution, 'Jane D.');
    expect(made).toMatchObject({
      id: `contrib-${contribution.id}`,
      factKey: `contrib-${contribution.id}`,
      contributorId: 'u1',
      qcPassed: true,
      retired: false,
      asOf: '2026-03-01',
      source: 'Contributed by Jane D. — https://en.wikipedia.org/wiki/Atmosphere_of_Earth',
    });
    expect([...made.options!].sort()).toEqual([...mc.options!].sort());
    expect(bankQuestionOf(mc, contribution, 'Jane D.').options).toEqual(made.options);
    expect(creditLine('Sam', 'https://x.org')).toBe('Contributed by Sam — https://x.org');
  });
});
