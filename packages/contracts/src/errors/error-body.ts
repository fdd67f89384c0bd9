import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/** The JSON body of every error the backend answers, REST or socket ack. */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Field-level problems for VAL_001: path joined with '.', and what is wrong. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
