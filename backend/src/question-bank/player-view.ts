import type { AnswerReveal, PlayerQuestion } from '@trivia/contracts';
import type { QuestionEntity } from './question.entity';

/**
 * A bank question as a player sees it before answering: prompt, category and, when the quiz shows them, the
 * options; never the answer. The daily quizzes show options for multiple choice only, revision practice for every
 * tapped question (true or false too).
 */
export function playerQuestion(
  question: QuestionEntity,
  index: number,
  categoryName: string,
  showOptions: boolean,
): PlayerQuestion {
  return {
    index,
    prompt: question.prompt,
    category: question.category,
    categoryName,
    difficulty: question.difficulty,
    ...(showOptions && question.options ? { options: [...question.options] } : {}),
  };
}

/** What a player learns once they have answered a bank question: what they gave, whether it counted, the answer. */
export function answerReveal(
  index: number,
  answer: { given: string; correct: boolean },
  question: QuestionEntity,
): AnswerReveal {
  return {
    index,
    prompt: question.prompt,
    given: answer.given,
    correct: answer.correct,
    correctAnswer: question.answer,
    explanation: question.explanation,
  };
}
