import type { QuizSummary } from '@trivia/contracts';
import type { QuizEntity } from './quiz.entity';

/** A quizzes row as the summary queries select it (SUMMARY_COLUMNS). */
export interface QuizSummaryRow {
  id: string;
  slug: string;
  title: string;
  archetype: QuizSummary['archetype'];
  difficulty: QuizSummary['difficulty'];
  length: number;
  round_count: number;
  categories: string[];
  audience: QuizSummary['audience'];
  season: QuizSummary['season'];
  published_at: Date | string;
  downloads: number;
}

export const SUMMARY_COLUMNS = `id, slug, title, archetype, difficulty, length, jsonb_array_length(rounds) AS round_count,
  categories, audience, season, published_at, downloads`;

export function toSummary(row: QuizSummaryRow): QuizSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    archetype: row.archetype,
    difficulty: row.difficulty,
    length: row.length,
    roundCount: row.round_count,
    categories: row.categories,
    audience: row.audience,
    season: row.season,
    publishedAt: new Date(row.published_at).toISOString(),
    downloads: row.downloads,
  };
}

/** A loaded quiz entity as the catalogue lists it (the same summary as a row of SUMMARY_COLUMNS). */
export function summaryOfQuiz(quiz: QuizEntity): QuizSummary {
  return toSummary({
    ...quiz,
    round_count: quiz.rounds.length,
    published_at: quiz.publishedAt,
  });
}
