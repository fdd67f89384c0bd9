import { z } from 'zod';
import { adminPageQuery, pageOf } from './admin-page.js';

/**
 * Every kind of admin change the audit log records. Later admin tools (the live-room monitor, host marking
 * overrides) add theirs here, so the log's filter and the UI's labels cover them at once.
 */
export const ADMIN_AUDIT_ACTIONS = [
  'user.role-changed',
  'user.disabled',
  'user.enabled',
  'flag.updated',
  'beta.granted',
  'beta.revoked',
  'room.closed',
  'room.player-kicked',
  'contribution.approved',
  'contribution.rejected',
  'enquiry.status-changed',
] as const;
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

export const ADMIN_AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'user.role-changed': 'Role changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'flag.updated': 'Flag edited',
  'beta.granted': 'Beta access granted',
  'beta.revoked': 'Beta access revoked',
  'room.closed': 'Live room closed',
  'room.player-kicked': 'Player removed from a live room',
  'contribution.approved': 'Contributed question approved',
  'contribution.rejected': 'Contributed question rejected',
  'enquiry.status-changed': 'Sales enquiry status changed',
};

/** What an action was done to: a user, a flag, a room, a player, a contributed question or a sales enquiry. */
export const adminAuditTargetSchema = z.object({
  type: z.enum(['user', 'flag', 'room', 'player', 'contribution', 'enquiry']),
  id: z.string(),
  /** A human handle at the time (an e-mail, a flag name, a PIN): the target may change or go later. */
  label: z.string(),
});
export type AdminAuditTarget = z.infer<typeof adminAuditTargetSchema>;

/** A small summary of the fields the action changed, before and after (never secrets). */
export const auditSummarySchema = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminEmail: z.string(),
  action: adminAuditActionSchema,
  target: adminAuditTargetSchema,
  before: auditSummarySchema,
  after: auditSummarySchema,
  requestId: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit-log: newest first, by action and by the admin's e-mail (a part of it is enough). */
export const adminAuditQuerySchema = z.strictObject({
  ...adminPageQuery,
  action: adminAuditActionSchema.optional(),
  admin: z.string().trim().max(254).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
