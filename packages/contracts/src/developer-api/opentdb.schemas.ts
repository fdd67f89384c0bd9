import { z } from 'zod';

/**
 * The Open Trivia DB–compatible surface (issue 15 §2): its query parameters as opentdb.com reads them, so an app
 * written for it works against us by changing only the origin. Every value arrives as text in the query string.
 */
export const OPENTDB_MAX_AMOUNT = 50;
export const OPENTDB_ENCODINGS = ['urlLegacy', 'url3986', 'base64'] as const;
export type OpenTdbEncoding = 'html' | (typeof OPENTDB_ENCODINGS)[number];

/** OpenTDB's response codes: 0 success, 1 no results, 2 invalid parameter, 3 token not found, 4 token empty, 5 rate limit. */
export const OPENTDB_CODES = {
  success: 0,
  noResults: 1,
  invalidParameter: 2,
  tokenNotFound: 3,
  tokenEmpty: 4,
  rateLimit: 5,
} as const;
export type OpenTdbCode = (typeof OPENTDB_CODES)[keyof typeof OPENTDB_CODES];

const wholeNumber = z
  .string()
  .regex(/^\d{1,3}$/, 'a whole number')
  .transform(Number);
/** A session token: 64 hex characters, as opentdb.com issues them. */
export const openTdbTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, '64 hexadecimal characters');

export const openTdbQuestionsQuerySchema = z.object({
  amount: wholeNumber.pipe(z.number().int().min(1).max(OPENTDB_MAX_AMOUNT)),
  category: wholeNumber.optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  type: z.enum(['multiple', 'boolean']).optional(),
  encode: z.enum(OPENTDB_ENCODINGS).optional(),
  token: z.string().max(200).optional(),
});
export type OpenTdbQuestionsQuery = z.infer<typeof openTdbQuestionsQuerySchema>;

export const openTdbTokenQuerySchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('request') }),
  z.object({ command: z.literal('reset'), token: z.string().max(200) }),
]);
export type OpenTdbTokenQuery = z.infer<typeof openTdbTokenQuerySchema>;

export const openTdbCountQuerySchema = z.object({ category: wholeNumber });

export interface OpenTdbResult {
  type: string;
  difficulty: string;
  category: string;
  question: string;
  correct_answer: string;
  incorrect_answers: string[];
}
