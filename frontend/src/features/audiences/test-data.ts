import type { PracticeState, RevisionSample, RevisionSetsResponse } from '@trivia/contracts';

/** Revision sets as the server lists them: a full set, an A-level one, and a thin set with typed answers only. */
export const SETS: RevisionSetsResponse = {
  sets: [
    {
      subject: 'science',
      level: 'gcse',
      name: 'GCSE Science',
      facts: 646,
      questions: { choices: 646, typed: 641 },
      maxQuestions: { choices: 20, typed: 20 },
    },
    {
      subject: 'history',
      level: 'gcse',
      name: 'GCSE History',
      facts: 1290,
      questions: { choices: 1031, typed: 1012 },
      maxQuestions: { choices: 20, typed: 20 },
    },
    {
      subject: 'history',
      level: 'a-level',
      name: 'A-level History',
      facts: 1150,
      questions: { choices: 925, typed: 906 },
      maxQuestions: { choices: 20, typed: 20 },
    },
    {
      subject: 'maths',
      level: 'gcse',
      name: 'GCSE Maths',
      facts: 17,
      questions: { choices: 17, typed: 17 },
      maxQuestions: { choices: 0, typed: 12 },
    },
  ],
};

export const SAMPLE: RevisionSample = {
  subject: 'science',
  level: 'gcse',
  prompt: 'Which of these parts of the body produces bile to help digest fats?',
  options: ['Liver', 'Cerebellum', 'Epiglottis', 'Diaphragm'],
  answer: 'Liver',
  explanation: null,
  categoryName: 'Science & Nature',
  difficulty: 'medium',
};

const question = (index: number) => ({
  index,
  prompt: `Science question ${index + 1}?`,
  category: 'science',
  categoryName: 'Science & Nature',
  difficulty: 'easy' as const,
  options: ['Liver', 'Kidney', 'Lung', 'Heart'],
});

/** A practice quiz of `total` questions with `answered` of them marked (every answer "Liver", right each time). */
export function practice(total: number, answered: number): PracticeState {
  return {
    attemptId: '5f0c2a52-8a54-4f0e-9d55-7a1a3c1e0b11',
    subject: 'science',
    level: 'gcse',
    name: 'GCSE Science',
    style: 'choices',
    questionCount: total,
    question: answered < total ? question(answered) : null,
    answered: Array.from({ length: answered }, (_, index) => ({
      index,
      prompt: `Science question ${index + 1}?`,
      given: 'Liver',
      correct: index % 2 === 0,
      correctAnswer: index % 2 === 0 ? 'Liver' : 'Kidney',
      explanation: null,
    })),
    result: answered === total ? { score: Math.ceil(total / 2), total } : null,
  };
}
