import { z } from 'zod';
import { quizSeasonSchema } from '../catalogue/catalogue.schemas.js';
import { questionBankStatsSchema } from '../daily-quiz/daily-quiz.schemas.js';

/** GET /api/admin/question-bank: the bank's own totals, plus seasonal counts and the imported version. */
export const adminBankStatsSchema = z.object({
  stats: questionBankStatsSchema,
  /** Questions in play tagged for each seasonal theme. */
  bySeason: z.record(quizSeasonSchema, z.number().int()),
  /** The content hash of the bank the database holds; null before the first import. */
  version: z.string().nullable(),
});
export type AdminBankStats = z.infer<typeof adminBankStatsSchema>;
