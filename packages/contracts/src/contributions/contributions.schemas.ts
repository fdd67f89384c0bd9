import { z } from 'zod';
import { questionCategoryIdSchema } from '../catalogue/catalogue.schemas.js';
import {
  BUILDER_LIMITS,
  builderDifficultySchema,
  builderQuestionTypeSchema,
  questionAliasesSchema,
  questionOptionsSchema,
} from '../builder/builder.schemas.js';
import { plainTextField, textField } from '../text/text-fields.js';

/**
 * Community contributions (issue 14): a signed-in member proposes a question for the public bank; QC runs at once;
 * admins approve (optionally edited), or reject with a reason; an approved question enters the bank credited to
 * its contributor.
 *
 * REST:
 * - POST /api/contributions/check   ContributionRequest → ContributionCheck (stores nothing)
 * - POST /api/contributions         ContributionRequest → Contribution (201); VAL_001 with `issues` when QC fails;
 *                                   rate-limited (RATE_001)
 * - GET  /api/contributions/mine    → Contribution[]
 * - POST /api/contributions/{id}/withdraw → Contribution (withdrawn); only its sender (404 for anyone else), only
 *                                   while pending (VAL_001 once an admin has decided)
 * - GET  /api/admin/contributions?status=pending&page=1  (admins) → AdminContributionPage (withdrawn ones never)
 * - POST /api/admin/contributions/{id}/approve  ApproveContributionRequest → Contribution
 * - POST /api/admin/contributions/{id}/reject   RejectContributionRequest → Contribution
 */

/** How many questions one member may send: the server counts across every node and refuses the rest with RATE_001. */
export const CONTRIBUTION_RATE = { perHour: 10, perDay: 30 } as const;

/** Contributions per page of the admin's moderation queue. */
export const CONTRIBUTION_PAGE_SIZE = 20;

/** Waiting for an admin, decided by one, or taken back by the member while it was still waiting. */
export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const contributionStatusSchema = z.enum(CONTRIBUTION_STATUSES);
export type ContributionStatus = z.infer<typeof contributionStatusSchema>;

/** The statuses of the admins' queue: a withdrawn contribution is not theirs to see. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly ContributionStatus[];
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

/** "True as of": a calendar date, not in the future (the server checks against its own clock). */
const asOfSchema = z.iso.date({ error: 'Give the date as YYYY-MM-DD' });

/** The fields of a contribution, without defaults: an admin's edits name only the fields they change. */
const contributionFields = {
  type: builderQuestionTypeSchema,
  category: questionCategoryIdSchema,
  difficulty: builderDifficultySchema,
  prompt: textField('The question', BUILDER_LIMITS.prompt),
  answer: textField('The answer', BUILDER_LIMITS.answer),
  aliases: questionAliasesSchema,
  /** Multiple choice: the wrong options and the answer; true or false and typed: null. */
  options: questionOptionsSchema,
  sourceUrl: z
    .url({ protocol: /^https?$/, error: 'Give a link (https://…) to where the fact can be checked' })
    .max(500),
  asOf: asOfSchema,
};

export const contributionRequestSchema = z.strictObject({
  ...contributionFields,
  aliases: contributionFields.aliases.default([]),
  options: contributionFields.options.default(null),
});
export type ContributionRequest = z.input<typeof contributionRequestSchema>;

/** A QC finding: which field, and what to fix. */
export const contributionProblemSchema = z.object({ path: z.string(), message: z.string() });
export type ContributionProblem = z.infer<typeof contributionProblemSchema>;

export const contributionCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(contributionProblemSchema),
});
export type ContributionCheck = z.infer<typeof contributionCheckSchema>;

export const contributionSchema = z.object({
  id: z.string(),
  status: contributionStatusSchema,
  type: builderQuestionTypeSchema,
  category: z.string(),
  difficulty: builderDifficultySchema,
  prompt: z.string(),
  answer: z.string(),
  aliases: z.array(z.string()),
  options: z.array(z.string()).nullable(),
  sourceUrl: z.string(),
  asOf: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected, in the admin's words. */
  reason: z.string().nullable(),
  /** The bank question it became, once approved. */
  questionId: z.string().nullable(),
  /** The name the contributor is credited by. */
  contributor: z.object({ id: z.string(), name: z.string() }),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const adminContributionsQuerySchema = z.strictObject({
  status: moderationStatusSchema.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminContributionPageSchema = z.object({
  items: z.array(contributionSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** How many contributions are in each status (the queue's tabs). */
  counts: z.record(moderationStatusSchema, z.number().int()),
});
export type AdminContributionPage = z.infer<typeof adminContributionPageSchema>;

/**
 * Approve as sent, or with the admin's edits (QC runs again on the edited question). The edits carry no defaults,
 * so a field left out stays as the contributor sent it.
 */
export const approveContributionRequestSchema = z.strictObject({
  edits: z.strictObject(contributionFields).partial().optional(),
});
export type ApproveContributionRequest = z.input<typeof approveContributionRequestSchema>;

/** The reason the contributor will read: plain text, as everything a member sees. */
export const rejectContributionRequestSchema = z.strictObject({
  reason: plainTextField('A reason', { min: 3, max: 300 }),
});
export type RejectContributionRequest = z.input<typeof rejectContributionRequestSchema>;
