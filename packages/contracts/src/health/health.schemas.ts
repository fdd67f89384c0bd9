import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

/**
 * `GET /api/health`: 200 with `ok` when every dependency answers, 503 with `degraded` naming the one that does
 * not. Redis appears only when the node is configured with it.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  dependencies: z.object({
    database: dependencyStateSchema,
    redis: dependencyStateSchema.optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
