import { z } from 'zod';
import { QUESTION_CATEGORY_IDS } from '../catalogue/categories.js';
import { ERROR_CODES } from '../errors/error-codes.js';
import { apiTierFeatureSchema } from '../plans/plans.schemas.js';

/**
 * The developer quiz API, version 1 (issue 15 §1), served under `/v1` so it never collides with the site's routes.
 * Query values arrive as text; these schemas coerce them. Every error is RFC 9457 problem+json (below).
 */
export const V1_PREFIX = '/v1';
export const V1_MAX_AMOUNT = 50;
export const V1_QUESTION_TYPES = ['multiple', 'boolean', 'text'] as const;
export const v1QuestionTypeSchema = z.enum(V1_QUESTION_TYPES);
export type V1QuestionType = z.infer<typeof v1QuestionTypeSchema>;
export const v1DifficultySchema = z.enum(['easy', 'medium', 'hard']);
export type V1Difficulty = z.infer<typeof v1DifficultySchema>;

/** `categories=science,history`: our category ids, comma-separated, each at most once. */
const categoryList = z
  .string()
  .max(500)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(QUESTION_CATEGORY_IDS)).min(1, 'Name at least one category'));

const typeList = z
  .string()
  .max(100)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(v1QuestionTypeSchema).min(1, 'Name at least one type'));

/** `GET /v1/questions`. The tier may cap `amount` lower than 50 (then 400 naming `amount` and the tier's cap). */
export const v1QuestionsQuerySchema = z
  .object({
    amount: z.coerce.number().int().min(1).max(V1_MAX_AMOUNT).default(10),
    categories: categoryList.optional(),
    difficulty: v1DifficultySchema.optional(),
    types: typeList.optional(),
    /** A seeded set: the same parameters and seed give the same questions in the same order, every time. */
    seed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _, at most 64')
      .optional(),
    /** A session id from `POST /v1/sessions`: never serves a question this session has already served. */
    session: z.uuid().optional(),
  })
  .refine((query) => !(query.seed && query.session), {
    path: ['seed'],
    message: 'A seeded set and a session cannot be combined',
  });
export type V1QuestionsQuery = z.infer<typeof v1QuestionsQuerySchema>;

export const v1SourceSchema = z.object({
  /** The dataset and version, or the fact table, the question was made from. */
  name: z.string(),
  url: z.url().nullable(),
  licence: z.string().nullable(),
});

export const v1QuestionSchema = z.object({
  /** Stable across releases of the bank: the same fact in the same form keeps its id. */
  id: z.string(),
  type: v1QuestionTypeSchema,
  category: z.object({ id: z.enum(QUESTION_CATEGORY_IDS), name: z.string() }),
  difficulty: v1DifficultySchema,
  question: z.string(),
  correctAnswer: z.string(),
  /** multiple: three wrong options; boolean: the other of True/False; text: empty. */
  incorrectAnswers: z.array(z.string()),
  /** text: other answers the matcher accepts as right (as well as spelling slips); empty otherwise. */
  acceptedAnswers: z.array(z.string()),
  source: v1SourceSchema,
  /** YYYY-MM-DD: the date the fact is true as of. */
  trueAsOf: z.iso.date(),
});
export type V1Question = z.infer<typeof v1QuestionSchema>;

export const v1QuestionsResponseSchema = z.object({
  questions: z.array(v1QuestionSchema),
  /** Echoed back for a seeded set, so a client can replay it. */
  seed: z.string().nullable(),
  /** For a session: how many questions matching these filters it has not been served yet. */
  remaining: z.number().int().nullable(),
});
export type V1QuestionsResponse = z.infer<typeof v1QuestionsResponseSchema>;

export const v1CategorySchema = z.object({
  id: z.enum(QUESTION_CATEGORY_IDS),
  name: z.string(),
  questions: z.object({
    total: z.number().int(),
    byDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
    byType: z.object({ multiple: z.number().int(), boolean: z.number().int(), text: z.number().int() }),
  }),
});
export const v1CategoriesResponseSchema = z.object({ categories: z.array(v1CategorySchema) });
export type V1CategoriesResponse = z.infer<typeof v1CategoriesResponseSchema>;

/** `POST /v1/sessions`: a session lives as long as the key that made it (revoking the key ends it). */
export const v1SessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  served: z.number().int().nonnegative(),
});
export type V1Session = z.infer<typeof v1SessionSchema>;

/** `POST /v1/questions/{id}/check`: is this typed answer right, and why (or why not)? */
export const v1AnswerCheckRequestSchema = z.object({ answer: z.string().trim().min(1).max(200) });
export type V1AnswerCheckRequest = z.infer<typeof v1AnswerCheckRequestSchema>;

export const v1AnswerCheckResponseSchema = z.object({
  questionId: z.string(),
  accepted: z.boolean(),
  /**
   * The matcher's reason (@trivia/answer-matching's MarkReason): exact, normalised (case, accents, articles,
   * punctuation), alias (an accepted alternative), title, name (a person without middle names), spelling (a slip),
   * number (words or digits), variant (British/US spelling); or wrong, ambiguous (close to a known wrong answer),
   * empty.
   */
  reason: z.enum([
    'exact',
    'normalised',
    'alias',
    'title',
    'name',
    'spelling',
    'number',
    'variant',
    'wrong',
    'ambiguous',
    'empty',
  ]),
  /** A sentence a player can read: "Accepted: “colour” is the British spelling of “color”." */
  explanation: z.string(),
  correctAnswer: z.string(),
});
export type V1AnswerCheckResponse = z.infer<typeof v1AnswerCheckResponseSchema>;

/**
 * RFC 9457 problem details, as every /v1 error answers (`application/problem+json`). `type` is a page of our docs
 * for the catalogue code; `code` is the code itself; 400s name each bad parameter in `errors`.
 */
export const problemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ parameter: z.string(), message: z.string() })).optional(),
  /** A refusal by tier (429, 403 API_002, 400 past the questions per call): the tier, the limit used (429) and where to upgrade. */
  tier: z.string().optional(),
  limit: z.object({ name: z.enum(['minute', 'day']), limit: z.number().int(), used: z.number().int() }).optional(),
  upgrade: z.string().optional(),
  /** 403 API_002 only: the tier feature the request needed (`seeded_sets`, `answer_validation`). */
  feature: apiTierFeatureSchema.optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;
export const PROBLEM_JSON = 'application/problem+json';
