import { answerReveal, playerQuestion } from './player-view';
import type { QuestionEntity } from './question.entity';

const question = {
  id: 'q1',
  type: 'multiple_choice',
  category: 'geography',
  difficulty: 'medium',
  prompt: 'What is the capital of Australia?',
  answer: 'Canberra',
  options: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
  explanation: 'Chosen as a compromise between Sydney and Melbourne.',
} as QuestionEntity;

describe('playerQuestion', () => {
  it('never carries the answer, and shows the options only when the quiz shows them', () => {
    const shown = playerQuestion(question, 3, 'Geography', true);
    expect(shown).toEqual({
      index: 3,
      prompt: question.prompt,
      category: 'geography',
      categoryName: 'Geography',
      difficulty: 'medium',
      options: question.options,
    });
    expect(shown.options).not.toBe(question.options);
    expect(JSON.stringify(playerQuestion(question, 3, 'Geography', false))).not.toContain('Canberra');
  });
});

describe('answerReveal', () => {
  it('gives what was answered, whether it counted, and the answer with its explanation', () => {
    expect(answerReveal(2, { given: 'Sydney', correct: false }, question)).toEqual({
      index: 2,
      prompt: question.prompt,
      given: 'Sydney',
      correct: false,
      correctAnswer: 'Canberra',
      explanation: question.explanation,
    });
  });
});
