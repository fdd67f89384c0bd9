import type { QuestionEntity } from '../question-bank/question.entity';
import type { PracticeAttemptEntity } from './practice-attempt.entity';
import { type PracticeBank, practiceState } from './practice-view';

const question = (id: string, fields: Partial<QuestionEntity>): QuestionEntity =>
  ({
    id,
    type: 'multiple_choice',
    category: 'science',
    difficulty: 'easy',
    prompt: `Prompt ${id}`,
    answer: `Answer ${id}`,
    options: [`Answer ${id}`, 'B', 'C', 'D'],
    explanation: null,
    ...fields,
  }) as QuestionEntity;

const questions = new Map([
  ['q1', question('q1', {})],
  ['q2', question('q2', { type: 'text', options: null, explanation: 'Bile is made in the liver.' })],
]);
const bank: PracticeBank = { get: (id) => questions.get(id), categoryName: () => 'Science & Nature' };

const attempt = (fields: Partial<PracticeAttemptEntity>): PracticeAttemptEntity =>
  ({
    id: 'a1',
    playerKey: 'guest:g',
    userId: null,
    subject: 'science',
    level: 'gcse',
    style: 'choices',
    questionIds: ['q1', 'q2'],
    answers: [],
    score: 0,
    createdAt: new Date(),
    finishedAt: null,
    ...fields,
  }) as PracticeAttemptEntity;

describe('practiceState', () => {
  it('sends the question being asked with its options and never its answer', () => {
    const state = practiceState(attempt({}), bank);
    expect(state.name).toBe('GCSE Science');
    expect(state.question).toEqual({
      index: 0,
      prompt: 'Prompt q1',
      category: 'science',
      categoryName: 'Science & Nature',
      difficulty: 'easy',
      options: ['Answer q1', 'B', 'C', 'D'],
    });
    expect(JSON.stringify(state)).not.toContain('"correctAnswer"');
    expect(state.result).toBeNull();
  });

  it('shows a typed question without options, after the answered ones with their answers', () => {
    const state = practiceState(attempt({ answers: [{ questionId: 'q1', given: 'B', correct: false }] }), bank);
    expect(state.question).toMatchObject({ index: 1, prompt: 'Prompt q2' });
    expect(state.question).not.toHaveProperty('options');
    expect(state.answered).toEqual([
      { index: 0, prompt: 'Prompt q1', given: 'B', correct: false, correctAnswer: 'Answer q1', explanation: null },
    ]);
  });

  it('gives the score once the last question is answered', () => {
    const state = practiceState(
      attempt({
        answers: [
          { questionId: 'q1', given: 'Answer q1', correct: true },
          { questionId: 'q2', given: 'liver', correct: false },
        ],
        score: 1,
        finishedAt: new Date(),
      }),
      bank,
    );
    expect(state.question).toBeNull();
    expect(state.result).toEqual({ score: 1, total: 2 });
    expect(state.answered[1]).toMatchObject({ correctAnswer: 'Answer q2', explanation: 'Bile is made in the liver.' });
  });
});
