import type { Difficulty } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { DraftBankQuestion } from './draft-draw';
import { drawSwap, type SwapAsk, type SwapPicker } from './draft-swap';

/** A science question: `fact` names its fact (two questions may ask the same one), its answer is the fact's. */
const question = (id: string, fact: string, difficulty: Difficulty = 'easy'): DraftBankQuestion => ({
  id,
  type: 'text',
  category: 'science',
  difficulty,
  prompt: `Which element is ${fact}?`,
  answer: `Answer ${fact}`,
  aliases: [],
  options: null,
  source: 'A reference',
  asOf: '2026-01-01',
  factKey: fact,
  media: null,
});

/** A bank in a fixed order, which hands back the first question fitting the draw (each at its level). */
function picker(questions: DraftBankQuestion[]): SwapPicker {
  return {
    get: (id) => questions.find((q) => q.id === id),
    categoryName: () => 'Science',
    tryDraw: (request) =>
      questions
        .filter(
          (q) =>
            request.types.includes(q.type as never) &&
            request.categories?.includes(q.category) &&
            q.difficulty === request.difficulty &&
            !request.excludeFacts?.has(q.factKey) &&
            ![...(request.excludeAnswers ?? [])].includes(q.answer),
        )
        .slice(0, 1),
  };
}

// a and b ask fact 1 two ways; c, d, e are facts 2, 3, 4; f is a harder question.
const bank = picker([
  question('a', 'f1'),
  question('b', 'f1'),
  question('c', 'f2'),
  question('d', 'f3'),
  question('e', 'f4'),
  question('f', 'f5', 'hard'),
]);
const noRecent = { seed: 's', recentFacts: new Set<string>(), recentQuizzes: 0 };
const swap = (ask: Partial<SwapAsk>, options = noRecent) =>
  drawSwap({ questionId: 'a', inDraft: ['a'], exclude: [], ...ask }, bank, options);

function refusal(run: () => unknown): AppException {
  try {
    run();
  } catch (error) {
    if (error instanceof AppException) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('drawSwap', () => {
  it('never brings back the fact being replaced, asked another way', () => {
    expect(swap({}).id).toBe('c');
  });

  it('leaves out every fact the editor holds, saved or not, and those swapped away', () => {
    expect(swap({ inDraft: ['a', 'c'] }).id).toBe('d');
    expect(swap({ inDraft: ['a', 'c'], exclude: ['d'] }).id).toBe('e');
  });

  it('replaces a question the stored draft has never seen, and ignores ids the bank does not know', () => {
    expect(swap({ questionId: 'c', inDraft: ['c', 'own-1', 'gone'] }).id).toBe('a');
  });

  it('leaves out the facts of the member’s recent quizzes, and says so when that leaves none', () => {
    const recent = { ...noRecent, recentFacts: new Set(['f2', 'f3']), recentQuizzes: 2 };
    expect(swap({}, recent).id).toBe('e');
    const none = refusal(() => swap({ exclude: ['e'] }, recent));
    expect(none.code).toBe('QUIZ_002');
    expect(none.message).toBe(
      'No other easy Science question is left to swap in, leaving out the facts of your last 2 quizzes.',
    );
  });

  it('refuses a question that is not in the bank with RES_001, and an empty level with QUIZ_002', () => {
    expect(refusal(() => swap({ questionId: 'own-1' })).code).toBe('RES_001');
    expect(refusal(() => swap({ questionId: 'f', inDraft: ['f'] })).message).toBe(
      'No other hard Science question is left to swap in.',
    );
  });
});
