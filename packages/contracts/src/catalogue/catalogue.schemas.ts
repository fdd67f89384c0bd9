import { z } from 'zod';
import { QUIZ_LENGTHS } from '../constants.js';
import {
  ARCHETYPE_IDS,
  CATALOGUE_PAGE_SIZE,
  PACK_FILE_TYPES,
  QUIZ_AUDIENCES,
  QUIZ_DIFFICULTIES,
  QUIZ_SEASONS,
} from './catalogue.js';
import { QUESTION_CATEGORY_IDS } from './categories.js';

export const quizAudienceSchema = z.enum(QUIZ_AUDIENCES);
export const quizSeasonSchema = z.enum(QUIZ_SEASONS);
export const quizDifficultySchema = z.enum(QUIZ_DIFFICULTIES);
export const archetypeIdSchema = z.enum(ARCHETYPE_IDS);
export const packFileTypeSchema = z.enum(PACK_FILE_TYPES);
export const questionCategoryIdSchema = z.enum(QUESTION_CATEGORY_IDS);

const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(schema).max(20));

/** GET /api/quizzes query: every filter optional; a bad value is a 400 naming the parameter. */
export const catalogueQuerySchema = z.strictObject({
  q: z.string().trim().max(100, { error: 'Search for at most 100 characters' }).optional(),
  archetype: oneOrMany(archetypeIdSchema).optional(),
  category: oneOrMany(z.string().regex(/^[a-z-]{2,40}$/, { error: 'Not a category' })).optional(),
  difficulty: oneOrMany(quizDifficultySchema).optional(),
  length: oneOrMany(
    z.coerce
      .number()
      .int()
      .refine((n) => (QUIZ_LENGTHS as readonly number[]).includes(n), { error: 'Length is 30, 50 or 70' }),
  ).optional(),
  audience: oneOrMany(quizAudienceSchema).optional(),
  season: oneOrMany(quizSeasonSchema).optional(),
  sort: z.enum(['newest', 'popular', 'relevance']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_SIZE.max).default(CATALOGUE_PAGE_SIZE.default),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const quizSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  archetype: archetypeIdSchema,
  difficulty: quizDifficultySchema,
  length: z.number().int(),
  roundCount: z.number().int(),
  categories: z.array(z.string()),
  audience: quizAudienceSchema,
  season: quizSeasonSchema.nullable(),
  publishedAt: z.string(),
  downloads: z.number().int(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const catalogueResultSchema = z.object({
  items: z.array(quizSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per filter value over the whole result (before paging), for the filter controls. */
  facets: z.object({
    archetype: facetSchema,
    category: facetSchema,
    difficulty: facetSchema,
    length: facetSchema,
    audience: facetSchema,
    season: facetSchema,
  }),
});
export type CatalogueResult = z.infer<typeof catalogueResultSchema>;

/** A question as the free preview shows it: round one only, with its answer (hosts judge a pack by it). */
export const previewQuestionSchema = z.object({
  number: z.number().int(),
  prompt: z.string(),
  answer: z.string(),
  options: z.array(z.string()).nullable(),
  /** A picture round's image, e.g. a flag: a URL the browser can load. */
  imageUrl: z.string().nullable(),
});

export const quizDetailSchema = quizSummarySchema.extend({
  description: z.string(),
  rounds: z.array(
    z.object({
      title: z.string(),
      questionCount: z.number().int(),
      categories: z.array(z.string()),
      /** Round one's questions, free to preview; null for the other rounds. */
      preview: z.array(previewQuestionSchema).nullable(),
    }),
  ),
  files: z.array(z.object({ type: packFileTypeSchema, label: z.string(), url: z.string() })),
  /** True when the caller has saved the quiz to their library. */
  saved: z.boolean(),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

/** GET /api/library: what the member downloaded and saved. */
export const libraryItemSchema = z.object({
  quiz: quizSummarySchema,
  savedAt: z.string().nullable(),
  lastDownloadedAt: z.string().nullable(),
  downloadedTypes: z.array(packFileTypeSchema),
});
/**
 * A quiz the member made in the builder (issue 14): private to them, downloadable as the same four files without
 * using a pack download, editable (POST /api/builder/quizzes/{slug}/edit) and hostable live by its slug.
 */
export const builtQuizSchema = z.object({
  quiz: quizSummarySchema,
  questionCount: z.number().int(),
  /** The last save. */
  savedAt: z.string(),
  downloadedTypes: z.array(packFileTypeSchema),
  files: z.array(z.object({ type: packFileTypeSchema, label: z.string(), url: z.string() })),
});
export type BuiltQuiz = z.infer<typeof builtQuizSchema>;

export const librarySchema = z.object({
  items: z.array(libraryItemSchema),
  /** The member's own builder quizzes, most recently saved first (never in `items`). */
  built: z.array(builtQuizSchema),
});
export type Library = z.infer<typeof librarySchema>;

export const quizSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Not a quiz address' })
  .max(120);
