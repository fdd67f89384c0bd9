import type { AnswerReveal, PlayerQuestion } from '@trivia/contracts';
import type { QuestionEntity } from '../question-bank/question.entity';
import type { DailyAnswerEntity } from './daily-quiz.entities';

/** A question as sent before it is answered: prompt and options, never the answer. */
export function toPlayerQuestion(question: QuestionEntity, index: number, categoryName: string): PlayerQuestion {
  return {
    index,
    prompt: question.prompt,
    category: question.category,
    categoryName,
    difficulty: question.difficulty,
    ...(question.type === 'multiple_choice' && question.options ? { options: question.options } : {}),
  };
}

export function toReveal(answer: DailyAnswerEntity, question: QuestionEntity): AnswerReveal {
  return {
    index: answer.questionIndex,
    prompt: question.prompt,
    given: answer.given,
    correct: answer.correct,
    correctAnswer: question.answer,
    explanation: question.explanation,
  };
}
