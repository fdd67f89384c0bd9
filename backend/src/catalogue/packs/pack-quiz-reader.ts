import type { QuestionEntity } from '../../question-bank/question.entity';
import type { QuizEntity } from '../quizzes/quiz.entity';
import type { PackMedia, PackQuestion, PackQuiz } from './pack-content';

/** What the builders need from the bank: a question by id (retired ones included) and category names. */
export interface PackQuestionLookup {
  get(id: string): QuestionEntity | undefined;
  categoryName(category: string): string;
}

export class MissingQuestionError extends Error {
  constructor(quizSlug: string, questionId: string) {
    super(`Quiz ${quizSlug} names question ${questionId}, which the bank does not have`);
    this.name = 'MissingQuestionError';
  }
}

/** A picture question's media, once the bank carries it (QuestionEntity gains `media` with flag rounds). */
const mediaOf = (question: QuestionEntity): PackMedia | null => {
  const media = (question as QuestionEntity & { media?: { kind?: string; code?: string } | null }).media;
  return media?.kind === 'flag' && typeof media.code === 'string' ? { kind: 'flag', code: media.code } : null;
};

/** A stored quiz with its questions read from the bank, in round order: the input of every pack builder. */
export function readPackQuiz(quiz: QuizEntity, bank: PackQuestionLookup): PackQuiz {
  return {
    slug: quiz.slug,
    title: quiz.title,
    archetype: quiz.archetype,
    difficulty: quiz.difficulty,
    publishedAt: quiz.publishedAt,
    rounds: quiz.rounds.map((round) => ({
      title: round.title,
      questions: round.questionIds.map((id): PackQuestion => {
        const question = bank.get(id);
        if (!question) throw new MissingQuestionError(quiz.slug, id);
        return {
          type: question.type as PackQuestion['type'],
          prompt: question.prompt,
          answer: question.answer,
          aliases: question.aliases,
          options: question.options,
          category: bank.categoryName(question.category),
          difficulty: question.difficulty,
          source: question.source,
          asOf: question.asOf,
          media: mediaOf(question),
        };
      }),
    })),
  };
}
