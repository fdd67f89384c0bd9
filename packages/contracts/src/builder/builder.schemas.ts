import { z } from 'zod';
import { QUIZ_LENGTHS } from '../constants.js';
import { archetypeIdSchema, questionCategoryIdSchema, quizAudienceSchema } from '../catalogue/catalogue.schemas.js';
import { textField } from '../text/text-fields.js';

/**
 * The custom quiz builder (issue 14): a premium member draws a draft from the bank, edits it round by round and
 * saves it as a quiz of their own, downloadable as the same four pack files as a catalogue quiz.
 *
 * REST (all for signed-in members; the builder feature `custom_builder` is checked on the server, DL_001 otherwise):
 * - GET    /api/builder                       → BuilderHome (drafts, saved quizzes, quota)
 * - POST   /api/builder/drafts                CreateBuilderDraftRequest → BuilderDraft (201); QUIZ_001, QUIZ_002
 * - GET    /api/builder/drafts/{id}           → BuilderDraft (404 for anyone but its owner)
 * - PUT    /api/builder/drafts/{id}           SaveBuilderDraftRequest (autosave) → BuilderDraft; QUIZ_003, 409 VAL_001
 *                                              when `version` is stale
 * - POST   /api/builder/drafts/{id}/swap      SwapBuilderQuestionRequest → SwapBuilderQuestionResponse; QUIZ_002
 *                                              when the bank has no other like it
 * - POST   /api/builder/drafts/{id}/save      → SavedBuilderQuiz (the quiz in /library); QUIZ_001 on a first save
 *                                              past the quota, QUIZ_003 when the draft is not complete and valid
 * - DELETE /api/builder/drafts/{id}          → 204
 * - GET    /api/builder/drafts/{id}/export.csv → text/csv (the builder CSV format, schema version 1)
 * - POST   /api/builder/import                BuilderImportRequest → BuilderImportResponse (201: the draft and
 *                                              the rows skipped); QUIZ_003 with `issues` naming each bad row's
 *                                              line and field, nothing stored
 * - POST   /api/builder/quizzes/{slug}/edit   → BuilderDraft (a draft of a saved quiz; saving it updates the quiz)
 * - DELETE /api/builder/quizzes/{slug}        → 204 (the quiz, its files and the draft it was saved from; the
 *                                              month's quota it took is not given back; 404 for anyone else)
 *
 * QUIZ_003 bodies carry `issues: [{ path, message }]`, the path naming the field ("rounds.1.questions.3.answer",
 * "csv.line.12.answer"). QUIZ_001 says what is used and when the quota resets.
 */

export const BUILDER_QUESTION_TYPES = ['text', 'multiple_choice', 'true_false'] as const;
export const builderQuestionTypeSchema = z.enum(BUILDER_QUESTION_TYPES);
export type BuilderQuestionType = z.infer<typeof builderQuestionTypeSchema>;

/** How difficulty runs through the quiz: easy start (then mixed), rising (easy to hard in each round), flat. */
export const BUILDER_CURVES = ['easy-start', 'rising', 'flat'] as const;
export const builderCurveSchema = z.enum(BUILDER_CURVES);
export type BuilderCurve = z.infer<typeof builderCurveSchema>;

export const BUILDER_CURVE_LABELS: Record<BuilderCurve, string> = {
  'easy-start': 'Easy start',
  rising: 'Rising',
  flat: 'Flat',
};

export const BUILDER_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const builderDifficultySchema = z.enum(BUILDER_DIFFICULTIES);

export const BUILDER_LIMITS = {
  title: { min: 3, max: 80 },
  roundTitle: { min: 1, max: 60 },
  prompt: { min: 10, max: 300 },
  answer: { min: 1, max: 120 },
  /** Accepted alternatives of a typed answer. */
  aliases: { max: 10 },
  options: { min: 2, max: 6 },
  option: { max: 120 },
  rounds: { min: 1, max: 10 },
  perRound: { max: 20 },
  /** "Not from my last N quizzes". */
  avoidRecent: { max: 20 },
  /** The CSV a member can import. */
  csvBytes: 1_000_000,
} as const;

const lengthSchema = z.coerce
  .number()
  .int()
  .refine((n) => (QUIZ_LENGTHS as readonly number[]).includes(n), { error: 'Length is 30, 50 or 70' });

/** POST /api/builder/drafts: what the draft is drawn from. */
export const createBuilderDraftRequestSchema = z.strictObject({
  archetype: archetypeIdSchema,
  length: lengthSchema,
  /** Only these categories; the archetype's own rounds when empty. */
  categories: z.array(questionCategoryIdSchema).max(30).default([]),
  curve: builderCurveSchema.default('rising'),
  audience: quizAudienceSchema.default('pub'),
  /** Leave out facts the member used in their last N saved quizzes; 0 to allow them. */
  avoidRecent: z.coerce.number().int().min(0).max(BUILDER_LIMITS.avoidRecent.max).default(0),
  title: textField('Title', BUILDER_LIMITS.title).optional(),
});
export type CreateBuilderDraftRequest = z.input<typeof createBuilderDraftRequestSchema>;
export type BuilderDraftSettings = z.output<typeof createBuilderDraftRequestSchema>;

/** A flag picture question's picture (a flag from flag-icons by code). */
export const builderMediaSchema = z.strictObject({
  kind: z.literal('flag'),
  code: z.string().regex(/^[a-z]{2}(-[a-z]{2,4})?$/),
});

/** A typed answer's accepted alternatives (a builder question's, a contribution's). */
export const questionAliasesSchema = z
  .array(textField('An accepted alternative', { min: 1, max: BUILDER_LIMITS.answer.max }))
  .max(BUILDER_LIMITS.aliases.max);

/** A question's options: shown to choose from (multiple choice, true or false); null for a typed answer. */
export const questionOptionsSchema = z
  .array(textField('An option', { min: 1, max: BUILDER_LIMITS.option.max }))
  .max(BUILDER_LIMITS.options.max)
  .nullable();

/**
 * One question in a draft. `origin: 'bank'` keeps the bank question's id (its wording may have been edited: the
 * server compares with the bank and runs QC on what changed); `origin: 'own'` is the member's own question, private
 * to them, its id `own-<uuid>` made by the client.
 */
export const builderQuestionSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9:_.-]{1,80}$/, { error: 'Not a question id' }),
  origin: z.enum(['bank', 'own']),
  type: builderQuestionTypeSchema,
  category: questionCategoryIdSchema,
  difficulty: builderDifficultySchema,
  prompt: textField('The question', BUILDER_LIMITS.prompt),
  answer: textField('The answer', BUILDER_LIMITS.answer),
  aliases: questionAliasesSchema.default([]),
  /** Multiple choice: 2 to 6 options, the answer among them; true or false: ['True', 'False']; typed: null. */
  options: questionOptionsSchema.default(null),
  /** Where the fact comes from (a bank question's source; a link or note for an own question). */
  source: z.string().max(300).nullable().default(null),
  asOf: z.string().max(20).nullable().default(null),
  media: builderMediaSchema.nullable().default(null),
});
export type BuilderQuestion = z.output<typeof builderQuestionSchema>;
export type BuilderQuestionInput = z.input<typeof builderQuestionSchema>;

export const builderRoundSchema = z.strictObject({
  title: textField('A round title', BUILDER_LIMITS.roundTitle),
  questions: z
    .array(builderQuestionSchema)
    .max(BUILDER_LIMITS.perRound.max, { error: 'A round has at most 20 questions' }),
});
export type BuilderRound = z.output<typeof builderRoundSchema>;

/** What a draft holds: the part the member edits, autosaved whole. */
export const builderContentSchema = z.strictObject({
  title: textField('Title', BUILDER_LIMITS.title),
  rounds: z.array(builderRoundSchema).min(1).max(BUILDER_LIMITS.rounds.max),
});
export type BuilderContent = z.output<typeof builderContentSchema>;

/** PUT /api/builder/drafts/{id}: the whole draft, with the version it was edited from (409 when stale). */
export const saveBuilderDraftRequestSchema = builderContentSchema.extend({
  version: z.number().int().min(0),
});
export type SaveBuilderDraftRequest = z.input<typeof saveBuilderDraftRequestSchema>;

export const builderQuotaSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  left: z.number().int(),
  /** ISO time the monthly quota resets (the 1st of next month, UK time). */
  resetsAt: z.string(),
});
export type BuilderQuota = z.infer<typeof builderQuotaSchema>;

export const builderDraftSchema = builderContentSchema.extend({
  id: z.string(),
  version: z.number().int(),
  settings: z.object({
    archetype: archetypeIdSchema,
    length: z.number().int(),
    categories: z.array(z.string()),
    curve: builderCurveSchema,
    audience: quizAudienceSchema,
    avoidRecent: z.number().int(),
  }),
  /** The saved quiz this draft edits (or became); null until the first save. */
  quizSlug: z.string().nullable(),
  updatedAt: z.string(),
});
export type BuilderDraft = z.infer<typeof builderDraftSchema>;

/** The most questions a draft can hold: a swap names at most this many it holds. */
const MAX_DRAFT_QUESTIONS = BUILDER_LIMITS.rounds.max * BUILDER_LIMITS.perRound.max;

/**
 * POST /api/builder/drafts/{id}/swap: another bank question of the same type, category and difficulty as the bank
 * question `questionId`. The editor names what it holds now, saved or not (the last autosave may be behind it, or
 * refused as invalid), so the swap leaves out those facts and not only the stored draft's.
 */
export const swapBuilderQuestionRequestSchema = z.strictObject({
  questionId: builderQuestionSchema.shape.id,
  /** The bank questions in the draft as the member sees it now. */
  inDraft: z.array(builderQuestionSchema.shape.id).max(MAX_DRAFT_QUESTIONS),
  /** Questions the member already swapped away here, so a swap does not bring one back. */
  exclude: z.array(builderQuestionSchema.shape.id).max(200).default([]),
});
export type SwapBuilderQuestionRequest = z.input<typeof swapBuilderQuestionRequestSchema>;
export const swapBuilderQuestionResponseSchema = z.object({ question: builderQuestionSchema });

export const savedBuilderQuizSchema = z.object({
  slug: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  savedAt: z.string(),
  quota: builderQuotaSchema,
});
export type SavedBuilderQuiz = z.infer<typeof savedBuilderQuizSchema>;

export const builderDraftSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  archetype: archetypeIdSchema,
  questionCount: z.number().int(),
  target: z.number().int(),
  quizSlug: z.string().nullable(),
  updatedAt: z.string(),
});

/** GET /api/builder: the builder's home. */
export const builderHomeSchema = z.object({
  drafts: z.array(builderDraftSummarySchema),
  quizzes: z.array(
    z.object({ slug: z.string(), title: z.string(), questionCount: z.number().int(), savedAt: z.string() }),
  ),
  quota: builderQuotaSchema,
});
export type BuilderHome = z.infer<typeof builderHomeSchema>;

/** POST /api/builder/import: a builder CSV; with `skipBadRows`, the good rows only (the bad ones listed back). */
export const builderImportRequestSchema = z.strictObject({
  csv: z
    .string()
    .min(1, { error: 'The file is empty' })
    .max(BUILDER_LIMITS.csvBytes, { error: 'The file is larger than 1 MB' }),
  title: textField('Title', BUILDER_LIMITS.title).optional(),
  skipBadRows: z.boolean().default(false),
});
export type BuilderImportRequest = z.input<typeof builderImportRequestSchema>;

/** A bad row of an imported CSV: its line in the file, the column at fault (null for the whole row), and why. */
export const builderImportProblemSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type BuilderImportProblem = z.infer<typeof builderImportProblemSchema>;

/** POST /api/builder/import's answer: the new draft, and the bad rows left out when `skipBadRows` was asked for. */
export const builderImportResponseSchema = builderDraftSchema.extend({
  skipped: z.array(builderImportProblemSchema),
});
export type BuilderImportResponse = z.infer<typeof builderImportResponseSchema>;

/** The builder CSV's schema version, in its `schema_version` column. */
export const BUILDER_CSV_VERSION = 1;
