import { z } from 'zod';
import { quizSlugSchema } from '../catalogue/catalogue.schemas.js';
import { revisionSetSchema } from '../revision/revision.schemas.js';
import { textField } from '../text/text-fields.js';
import { ARENA_ROOM_LIMITS, type IntRange } from './arena-rules.js';
import { intInRange } from './arena.schemas.js';
import {
  arenaDifficultySchema,
  arenaPaceSchema,
  arenaScoringSchema,
  arenaTeamModeSchema,
} from './arena-views.schemas.js';

/**
 * Host-led sessions: a quiz master runs a room from a big screen (the presenter view at /arena/present/{pin})
 * while players answer on their phones (/arena/play/{pin}). Pub quizzes from a catalogue pack, classroom rounds,
 * corporate team sessions. The host does not play.
 */

export const ARENA_TEAM_LIMITS = {
  count: { min: 2, max: 20 },
  name: { min: 1, max: 30 },
} as const;

/** Host-written polls (no score, the room sees the spread): an icebreaker at the start, feedback at the end. */
export const ARENA_POLL_LIMITS = { count: { max: 10 }, options: { min: 2, max: 6 } } as const;

/** Question types a quick selection can draw from the bank for a host-led session. */
export const ARENA_HOSTED_BANK_TYPES = ['multiple_choice', 'true_false', 'text', 'order', 'estimate'] as const;

const { questionSeconds, maxPlayers, categories } = ARENA_ROOM_LIMITS;
const QUICK_QUESTION_COUNT: IntRange = { min: 5, max: 50 };

/** A catalogue quiz whole, or one of its rounds (1 for the first): a host sheet's QR code opens a round live. */
const catalogueSourceSchema = z.strictObject({
  kind: z.literal('catalogue'),
  slug: quizSlugSchema,
  round: z.coerce
    .number()
    .int()
    .min(1, { error: 'Rounds start at 1' })
    .max(20, { error: 'No quiz has that many rounds' })
    .optional(),
});

const quickSourceSchema = z.strictObject({
  kind: z.literal('quick'),
  questionCount: intInRange('Questions', QUICK_QUESTION_COUNT),
  categories: z
    .array(textField('A category', { min: 1, max: 40 }))
    .max(categories.max, { error: `Choose up to ${categories.max} categories` })
    .default([]),
  difficulty: arenaDifficultySchema.default('mixed'),
  questionTypes: z
    .array(z.enum(ARENA_HOSTED_BANK_TYPES))
    .min(1, { error: 'Choose at least one question type' })
    .default(['multiple_choice', 'text']),
  /** A classroom revision set: only facts tagged with this GCSE or A-level subject (the audience pages start these). */
  curriculum: revisionSetSchema.optional(),
});

/**
 * Where a session's questions come from: a quiz by its slug (a catalogue quiz, or a member's own builder quiz,
 * which only its owner may host), or a quick selection from the bank.
 */
export const hostedSessionSourceSchema = z.discriminatedUnion('kind', [catalogueSourceSchema, quickSourceSchema]);
export type HostedSessionSource = z.infer<typeof hostedSessionSourceSchema>;

const teamNameSchema = textField('A team name', ARENA_TEAM_LIMITS.name);

export const hostedPollSchema = z.strictObject({
  prompt: textField('A poll question', { min: 3, max: 200 }),
  options: z
    .array(textField('A poll option', { min: 1, max: 80 }))
    .min(ARENA_POLL_LIMITS.options.min, { error: 'A poll has at least 2 options' })
    .max(ARENA_POLL_LIMITS.options.max, { error: 'A poll has at most 6 options' })
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      error: 'Poll options must differ',
    }),
  /** Before the first question or after the last. */
  at: z.enum(['start', 'end']).default('end'),
});
export type HostedPoll = z.infer<typeof hostedPollSchema>;

export const createHostedSessionRequestSchema = z
  .strictObject({
    source: hostedSessionSourceSchema,
    /** Shown on the presenter and in the report; the quiz's title when left out. */
    title: textField('Title', { min: 1, max: 80 }).optional(),
    /** Accuracy is the default: what corporate sessions and pub quizzes score by. */
    scoring: arenaScoringSchema.default('accuracy'),
    teamMode: arenaTeamModeSchema.default('off'),
    /** The team names of a `teams` session, in order (ids t1, t2, …). */
    teams: z
      .array(teamNameSchema)
      .max(ARENA_TEAM_LIMITS.count.max, { error: `Up to ${ARENA_TEAM_LIMITS.count.max} teams` })
      .default([]),
    pace: arenaPaceSchema.default('host'),
    questionSeconds: intInRange('Seconds per question', questionSeconds).default(30),
    /** Left out: the host's plan's largest room. More than the plan hosts is refused on this field. */
    maxPlayers: intInRange('Players', maxPlayers).optional(),
    polls: z
      .array(hostedPollSchema)
      .max(ARENA_POLL_LIMITS.count.max, { error: `Up to ${ARENA_POLL_LIMITS.count.max} polls` })
      .default([]),
  })
  .superRefine((value, ctx) => {
    const { teams } = value;
    if (value.teamMode === 'teams' && teams.length < ARENA_TEAM_LIMITS.count.min) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Name at least 2 teams' });
    }
    if (value.teamMode !== 'teams' && teams.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Team names are only for a session with teams' });
    }
    if (new Set(teams.map((t) => t.toLowerCase())).size !== teams.length) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Team names must differ' });
    }
  });
export type CreateHostedSessionRequest = z.input<typeof createHostedSessionRequestSchema>;

/**
 * The answer of POST /api/arena/sessions, and of GET /api/arena/sessions/{pin}/host (the host only, while the room
 * is kept): what the presenter shows beyond the room's snapshot. URLs are absolute (the QR encodes `joinUrl`).
 */
export const hostedSessionResponseSchema = z.object({
  sessionId: z.string(),
  roomId: z.string(),
  pin: z.string(),
  /** Where players join (the QR on the presenter): /arena/play/{pin}. */
  joinUrl: z.string(),
  /** The presenter view: /arena/present/{pin}. */
  presentUrl: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
});
export type HostedSessionResponse = z.infer<typeof hostedSessionResponseSchema>;
