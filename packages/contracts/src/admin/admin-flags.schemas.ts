import { z } from 'zod';
import { flagNameSchema } from '../feature-flags/feature-flags.js';
import { roleSchema } from '../users/users.schemas.js';

export const adminFlagSchema = z.object({
  name: flagNameSchema,
  description: z.string(),
  enabled: z.boolean(),
  rolloutPercentage: z.number().int().min(0).max(100),
  targetRoles: z.array(roleSchema),
  /** Beta testers: users the flag is on for whatever the rollout (while the flag is enabled). */
  targetUserCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFlag = z.infer<typeof adminFlagSchema>;

export const adminFlagsResponseSchema = z.object({ flags: z.array(adminFlagSchema) });
export type AdminFlagsResponse = z.infer<typeof adminFlagsResponseSchema>;

/** PATCH /api/admin/flags/:name: any of the three, at least one; target users change on /admin/beta-testers. */
export const updateFlagRequestSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    rolloutPercentage: z.number().int().min(0).max(100).optional(),
    targetRoles: z
      .array(roleSchema)
      .max(roleSchema.options.length)
      .refine((roles) => new Set(roles).size === roles.length, 'Each role once')
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateFlagRequest = z.input<typeof updateFlagRequestSchema>;

/** GET /api/admin/beta-testers: every user some flag lists by id, with those flags; `q` narrows by e-mail. */
export const betaTestersQuerySchema = z.strictObject({ q: z.string().trim().max(254).optional() });
export type BetaTestersQuery = z.input<typeof betaTestersQuerySchema>;

export const betaTesterSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  features: z.array(flagNameSchema),
});
export type BetaTester = z.infer<typeof betaTesterSchema>;

export const betaTestersResponseSchema = z.object({
  /** Every flag a tester can be given, with whether it is on at all (a tester of a disabled flag sees nothing). */
  flags: z.array(adminFlagSchema.pick({ name: true, description: true, enabled: true })),
  testers: z.array(betaTesterSchema),
});
export type BetaTestersResponse = z.infer<typeof betaTestersResponseSchema>;
