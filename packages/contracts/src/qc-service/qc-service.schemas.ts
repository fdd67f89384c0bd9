import { z } from 'zod';
import { BUILDER_LIMITS, builderQuestionTypeSchema } from '../builder/builder.schemas.js';
import { hasControlCharacters } from '../text/control-characters.js';

/**
 * QC as a service (issue 15): anyone, guests included, may ask the question bank's QC about a question they wrote.
 *
 * REST:
 * - POST /api/qc/check   QcCheckRequest → QcCheckResponse (stores nothing); rate-limited per address (RATE_001,
 *                        429 with Retry-After); a body that is not a question at all gets 400 VAL_001 naming fields
 *
 * Lengths are QC findings (rule `length`), not refusals: the caps below only keep absurd bodies out.
 */

/** Checks one address may ask for in a minute; the rest are refused with 429 until the minute is over. */
export const QC_CHECK_RATE = { perMinute: 30 } as const;

/** Generous outer bounds: four times the bank's own limits, so a too-long field is still reported on its field. */
const CAP = {
  text: BUILDER_LIMITS.prompt.max * 4,
  item: BUILDER_LIMITS.answer.max * 4,
  list: 20,
} as const;

const looseText = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
    })
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .refine((value) => !hasControlCharacters(value), { error: `${label} contains control characters` });

export const qcCheckRequestSchema = z.strictObject({
  type: builderQuestionTypeSchema,
  prompt: looseText('The question', CAP.text),
  answer: looseText('The answer', CAP.item),
  aliases: z
    .array(looseText('An accepted alternative', CAP.item))
    .max(CAP.list, { error: `At most ${CAP.list} alternatives` })
    .default([]),
  options: z
    .array(looseText('An option', CAP.item))
    .max(CAP.list, { error: `At most ${CAP.list} options` })
    .nullable()
    .default(null),
});
export type QcCheckRequest = z.input<typeof qcCheckRequestSchema>;

/** Every rule the QC applies; each problem names one so a page can explain it. */
export const QC_RULE_IDS = [
  'markup',
  'length',
  'british-spelling',
  'option-count',
  'duplicate-option',
  'answer-in-options',
  'giveaway',
  'true-false-shape',
  'typed-has-options',
  'redundant-alternative',
  'vague-superlative',
  'undated-time',
  'missing-options',
] as const;
export const qcRuleIdSchema = z.enum(QC_RULE_IDS);
export type QcRuleId = z.infer<typeof qcRuleIdSchema>;

export const qcProblemSchema = z.object({ path: z.string(), message: z.string(), rule: qcRuleIdSchema });
export type QcServiceProblem = z.infer<typeof qcProblemSchema>;

export const qcCheckResponseSchema = z.object({ ok: z.boolean(), problems: z.array(qcProblemSchema) });
export type QcCheckResponse = z.infer<typeof qcCheckResponseSchema>;
