import { z } from 'zod';
import { planIdSchema } from '../plans/plans.schemas.js';
import { accountRoleSchema } from '../users/users.schemas.js';
import { adminPageQuery, pageOf } from './admin-page.js';

/** GET /api/admin/users: a part of an e-mail or display name; no search lists everyone, newest first. */
export const adminUserQuerySchema = z.strictObject({
  ...adminPageQuery,
  q: z.string().trim().max(254).optional(),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The stored role, for authorisation. */
  role: accountRoleSchema,
  /** The plan that applies now, as the entitlements service derives it from the subscription. */
  planId: planIdSchema,
  /** How the account menu labels it: Administrator, Premium Access, Standard or Free Account. */
  planLabel: z.string(),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PUT /api/admin/users/:id/role. */
export const setUserRoleRequestSchema = z.strictObject({ role: accountRoleSchema });
export type SetUserRoleRequest = z.input<typeof setUserRoleRequestSchema>;

/** PUT /api/admin/users/:id/status: a disabled account cannot log in and loses its sessions at once. */
export const setUserStatusRequestSchema = z.strictObject({ disabled: z.boolean() });
export type SetUserStatusRequest = z.input<typeof setUserStatusRequestSchema>;

/** Ids in admin paths: a malformed one is a 404 like an unknown one (nothing to find), not a database error. */
export const adminUserIdSchema = z.uuid();
