import { z } from 'zod';

/**
 * The JSON opentdb.com answers, field for field, as our compatible surface serves it (issue 15 §2). The API
 * reference is generated from these; text fields arrive encoded as `encode` asks (HTML entities by default).
 */
const responseCode = z
  .number()
  .int()
  .min(0)
  .max(5)
  .describe('0 success, 1 no results, 2 invalid parameter, 3 token not found, 4 token empty, 5 rate limit');

export const openTdbResultSchema = z.object({
  type: z.string().describe('multiple or boolean (encoded like every other field when encode=base64)'),
  difficulty: z.string(),
  category: z.string(),
  question: z.string(),
  correct_answer: z.string(),
  incorrect_answers: z.array(z.string()),
});

export const openTdbQuestionsResponseSchema = z.object({
  response_code: responseCode,
  results: z.array(openTdbResultSchema),
});

export const openTdbTokenResponseSchema = z.object({
  response_code: responseCode,
  response_message: z.string().optional(),
  token: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

export const openTdbCategoriesResponseSchema = z.object({
  trivia_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const openTdbCountResponseSchema = z.object({
  category_id: z.number().int(),
  category_question_count: z.object({
    total_question_count: z.number().int(),
    total_easy_question_count: z.number().int(),
    total_medium_question_count: z.number().int(),
    total_hard_question_count: z.number().int(),
  }),
});

const globalTotals = z.object({
  total_num_of_questions: z.number().int(),
  total_num_of_pending_questions: z.number().int(),
  total_num_of_verified_questions: z.number().int(),
  total_num_of_rejected_questions: z.number().int(),
});

export const openTdbGlobalCountResponseSchema = z.object({
  overall: globalTotals,
  categories: z.record(z.string(), globalTotals),
});
