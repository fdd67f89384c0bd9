import type { Question } from '@trivia/arena-engine';

/** Five multiple choice questions (answer C, index 2), for the room tests' games. */
export const FIVE_QUESTIONS: Question[] = Array.from({ length: 5 }, (_, i) => ({
  id: `q${i}`,
  type: 'multiple_choice',
  prompt: `Question ${i}?`,
  options: ['A', 'B', 'C', 'D'],
  correctIndex: 2,
}));
