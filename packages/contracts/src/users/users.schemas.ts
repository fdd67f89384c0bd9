import { z } from 'zod';
import {
  businessNameSchema,
  currentPasswordSchema,
  fullNameSchema,
  newPasswordSchema,
  passwordSchema,
} from '../auth/auth.schemas.js';

export const ROLES = ['ADMIN', 'SUBSCRIBER', 'FREE'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  role: roleSchema,
  isPremium: z.boolean(),
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

export type PlanLabel = 'Administrator' | 'Premium Access' | 'Standard' | 'Free Account';

/** The account menu's plan label (spec section 2). */
export function planLabel(user: Pick<User, 'role' | 'isPremium'>): PlanLabel {
  if (user.role === 'ADMIN') return 'Administrator';
  if (user.isPremium) return 'Premium Access';
  if (user.role === 'SUBSCRIBER') return 'Standard';
  return 'Free Account';
}

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
