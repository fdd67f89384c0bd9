import type { BuilderContent, BuilderQuestion } from '@trivia/contracts';
import type { DraftBankQuestion } from '../drafting/draft-draw';
import { checkDraft, type DraftChecks } from './draft-validation';

const bankQuestion = (id: string, factKey = `fact:${id}`): DraftBankQuestion => ({
  id,
  type: 'text',
  category: 'science',
  difficulty: 'easy',
  prompt: `What is the question numbered ${id}?`,
  answer: `Answer ${id}`,
  aliases: [],
  options: null,
  source: 'The reference',
  asOf: '2026-01-01',
  factKey,
  media: id === 'flag' ? { kind: 'flag', code: 'fr' } : null,
});

const BANK = new Map(['a', 'b', 'c', 'flag'].map((id) => [id, bankQuestion(id)]));
BANK.set('a-again', bankQuestion('a-again', 'fact:a'));

const qcCalls: string[] = [];
const checks: DraftChecks = {
  bank: (id) => BANK.get(id),
  qc: (q) => {
    qcCalls.push(q.prompt);
    return q.prompt.includes('colour') ? [] : [{ path: 'prompt', message: 'QC says no' }];
  },
  hasMarkup: (text) => text.includes('<'),
};

function fromBank(id: string, overrides: Partial<BuilderQuestion> = {}): BuilderQuestion {
  const { factKey: _fact, ...question } = bankQuestion(id);
  return {
    ...question,
    aliases: [...question.aliases],
    options: question.options && [...question.options],
    origin: 'bank',
    type: 'text',
    category: 'science',
    media: null,
    source: 'sent by the client',
    ...overrides,
  };
}

const own = (overrides: Partial<BuilderQuestion> = {}): BuilderQuestion => ({
  id: 'own-1',
  origin: 'own',
  type: 'text',
  category: 'general-knowledge',
  difficulty: 'medium',
  prompt: 'What colour is a pillar box?',
  answer: 'Red',
  aliases: [],
  options: null,
  source: null,
  asOf: null,
  media: null,
  ...overrides,
});

const content = (...rounds: BuilderQuestion[][]): BuilderContent => ({
  title: 'Test quiz',
  rounds: rounds.map((questions, i) => ({ title: `Round ${i + 1}`, questions })),
});

describe('checking a builder draft', () => {
  beforeEach(() => qcCalls.splice(0));

  it("keeps a bank question's source and picture from the bank, and runs QC only on what a member wrote", () => {
    const checked = checkDraft(content([fromBank('a'), fromBank('flag'), own()]), checks, false);
    expect(checked.issues).toEqual([]);
    expect(checked.content.rounds[0]!.questions[0]!.source).toBe('The reference');
    expect(checked.content.rounds[0]!.questions[1]!.media).toEqual({ kind: 'flag', code: 'fr' });
    expect(qcCalls).toEqual(['What colour is a pillar box?']);
    expect(checked.questions[0]!.map((q) => q.edited)).toEqual([false, false, false]);
  });

  it('treats a reworded bank question as an edit, checked by QC', () => {
    const checked = checkDraft(content([fromBank('a', { prompt: 'A reworded question?' })]), checks, false);
    expect(checked.questions[0]![0]!.edited).toBe(true);
    expect(checked.issues).toEqual([{ path: 'rounds.0.questions.0.prompt', message: 'QC says no' }]);
  });

  it('names unknown bank ids, own ids, pictures and markup on own questions, and a fact or question twice', () => {
    const { issues } = checkDraft(
      content(
        [fromBank('gone'), own({ id: 'mine', media: { kind: 'flag', code: 'fr' }, source: '<a href=x>x</a>' })],
        [fromBank('a'), fromBank('a-again'), fromBank('a')],
      ),
      checks,
      false,
    );
    expect(issues).toEqual([
      {
        path: 'rounds.0.questions.0.id',
        message: 'This question is no longer in the bank: swap it or write your own.',
      },
      { path: 'rounds.0.questions.1.id', message: 'Your own question\'s id starts with "own-".' },
      { path: 'rounds.0.questions.1.media', message: 'Your own questions cannot have a picture.' },
      { path: 'rounds.0.questions.1.source', message: 'Remove the HTML: plain text only.' },
      { path: 'rounds.1.questions.1.id', message: 'This question is already in the quiz (round 2, question 1).' },
      { path: 'rounds.1.questions.2.id', message: 'This question is already in the quiz (round 2, question 1).' },
    ]);
  });

  it('refuses markup in the quiz and round titles', () => {
    const marked = { title: 'Quiz <i>night</i>', rounds: [{ title: '<b>One</b>', questions: [fromBank('a')] }] };
    expect(checkDraft(marked, checks, false).issues).toEqual([
      { path: 'title', message: 'Remove the HTML: plain text only.' },
      { path: 'rounds.0.title', message: 'Remove the HTML: plain text only.' },
    ]);
  });

  it('lets a draft being edited be short, and asks a saved quiz for 10 to 70 questions and no empty round', () => {
    const short = content([fromBank('a'), fromBank('b')], []);
    expect(checkDraft(short, checks, false).issues).toEqual([]);
    expect(checkDraft(short, checks, true).issues).toEqual([
      { path: 'rounds.1.questions', message: 'Round 2 has no questions yet.' },
      { path: 'rounds', message: 'A quiz has 10 to 70 questions: this one has 2.' },
    ]);
    const ten = content(Array.from({ length: 10 }, (_, i) => own({ id: `own-${i}`, answer: `Red ${i}` })));
    expect(checkDraft(ten, checks, true).issues).toEqual([]);
  });
});
