import { z } from 'zod';
import {
  businessNameSchema,
  currentPasswordSchema,
  fullNameSchema,
  newPasswordSchema,
  passwordSchema,
} from '../auth/auth.schemas.js';
import { planIdSchema } from '../plans/plans.schemas.js';

/**
 * The role a user is shown with (spec section 6: ADMIN, SUBSCRIBER or free). Only ADMIN is stored (see
 * ACCOUNT_ROLES): SUBSCRIBER and FREE are derived from the subscription, so they can never disagree with it.
 */
export const ROLES = ['ADMIN', 'SUBSCRIBER', 'FREE'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The role stored on an account and used for authorisation: staff or an ordinary member. */
export const ACCOUNT_ROLES = ['ADMIN', 'MEMBER'] as const;
export const accountRoleSchema = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  /** Derived from the effective plan: ADMIN stays ADMIN, a paid plan with access is SUBSCRIBER, else FREE. */
  role: roleSchema,
  /** The effective plan is premium tier (Premium Access). */
  isPremium: z.boolean(),
  /** The plan whose grants apply now (free when the subscription gives no access). */
  planId: planIdSchema,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Login answers the user, or `{ requiresMfa: true }` when a second factor is still needed (spec section 7). */
export const mfaRequiredResponseSchema = z.object({ requiresMfa: z.literal(true) });
export const loginResponseSchema = z.union([mfaRequiredResponseSchema, userSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function requiresMfa(response: LoginResponse): response is z.infer<typeof mfaRequiredResponseSchema> {
  return 'requiresMfa' in response && response.requiresMfa === true;
}

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export { planLabel, type PlanLabel } from './plan-label.js';

export const updateProfileRequestSchema = z.strictObject({
  fullName: fullNameSchema,
  businessName: businessNameSchema.nullable().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.strictObject({
  password: passwordSchema,
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
