import { z } from 'zod';
import { typedAnswerSchema } from '../text/text-fields.js';
import { DAILY_QUIZ_KINDS } from './daily-quiz-kinds.js';

export const dailyQuizKindSchema = z.enum(DAILY_QUIZ_KINDS);
export type DailyQuizKind = z.infer<typeof dailyQuizKindSchema>;

export const difficultySchema = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof difficultySchema>;

/** A calendar date in the UK, YYYY-MM-DD. */
export const quizDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21');

/** A question as the player sees it before answering: never the answer. */
export const playerQuestionSchema = z.object({
  index: z.number().int().min(0),
  prompt: z.string(),
  category: z.string(),
  categoryName: z.string(),
  difficulty: difficultySchema,
  /** Four options for the multiple-choice quiz; absent for typed answers. */
  options: z.array(z.string()).optional(),
});
export type PlayerQuestion = z.infer<typeof playerQuestionSchema>;

/** What the player learns once a question is answered. */
export const answerRevealSchema = z.object({
  index: z.number().int().min(0),
  prompt: z.string(),
  given: z.string(),
  correct: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
});
export type AnswerReveal = z.infer<typeof answerRevealSchema>;

export const dailyResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  elapsedMs: z.number().int(),
  /** Null for practice attempts, which are not ranked. */
  rank: z.number().int().nullable(),
  players: z.number().int(),
  shareText: z.string(),
});
export type DailyResult = z.infer<typeof dailyResultSchema>;

/**
 * Why an attempt does not count for the day's ranks: a past day played for practice, a guest over the day's
 * limit for their network, or answers that came faster than a person can read.
 */
export const UNRANKED_REASONS = ['practice', 'guest-limit', 'too-fast'] as const;
export const unrankedReasonSchema = z.enum(UNRANKED_REASONS);
export type UnrankedReason = z.infer<typeof unrankedReasonSchema>;

export const attemptStateSchema = z.object({
  attemptId: z.string(),
  kind: dailyQuizKindSchema,
  date: quizDateSchema,
  ranked: z.boolean(),
  /** Null when the attempt is ranked. */
  unrankedReason: unrankedReasonSchema.nullable(),
  questionCount: z.number().int(),
  /** The question to answer now; null once finished. */
  question: playerQuestionSchema.nullable(),
  answered: z.array(answerRevealSchema),
  result: dailyResultSchema.nullable(),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;

export const startAttemptRequestSchema = z.strictObject({
  /** A past day's quiz to play in practice mode; today's quiz when absent. */
  date: quizDateSchema.optional(),
});
export type StartAttemptRequest = z.infer<typeof startAttemptRequestSchema>;

export const submitAnswerRequestSchema = z.strictObject({
  index: z.number({ error: 'The question number is missing' }).int().min(0).max(99),
  answer: typedAnswerSchema,
});
export type SubmitAnswerRequest = z.infer<typeof submitAnswerRequestSchema>;

export const submitAnswerResponseSchema = z.object({
  reveal: answerRevealSchema,
  state: attemptStateSchema,
});
export type SubmitAnswerResponse = z.infer<typeof submitAnswerResponseSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  elapsedMs: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardQuerySchema = z.strictObject({
  kind: dailyQuizKindSchema,
  date: quizDateSchema.optional(),
});

export const leaderboardResponseSchema = z.object({
  kind: dailyQuizKindSchema,
  date: quizDateSchema,
  /** Everyone who finished and is ranked (guests and unverified accounts included). */
  players: z.number().int(),
  /** The public top list: verified accounts only, each with their rank among all `players`. */
  entries: z.array(leaderboardEntrySchema),
  /** Where the asking player came, listed or not (a guest sees "7th of 120"); null if they have not finished. */
  you: z.object({ rank: z.number().int().nullable(), score: z.number().int(), elapsedMs: z.number().int() }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const quizHistoryResponseSchema = z.object({
  today: quizDateSchema,
  days: z.array(z.object({ date: quizDateSchema, kind: dailyQuizKindSchema, players: z.number().int() })),
});
export type QuizHistoryResponse = z.infer<typeof quizHistoryResponseSchema>;

const liveCountSchema = z.object({ playersToday: z.number().int(), playingNow: z.number().int() });

/** Spec section 3: standardQuiz.playersToday and mcQuiz.playersToday, plus who is playing now. */
export const dailyQuizStatsSchema = z.object({
  date: quizDateSchema,
  standardQuiz: liveCountSchema,
  mcQuiz: liveCountSchema,
});
export type DailyQuizStats = z.infer<typeof dailyQuizStatsSchema>;

export const userStatsResponseSchema = z.object({
  streak: z.object({ current: z.number().int(), best: z.number().int() }),
  totals: z.object({ quizzes: z.number().int(), answered: z.number().int(), correct: z.number().int() }),
  byCategory: z.array(
    z.object({ category: z.string(), name: z.string(), answered: z.number().int(), correct: z.number().int() }),
  ),
  history: z.array(
    z.object({
      date: quizDateSchema,
      kind: dailyQuizKindSchema,
      score: z.number().int(),
      total: z.number().int(),
      rank: z.number().int().nullable(),
    }),
  ),
});
export type UserStatsResponse = z.infer<typeof userStatsResponseSchema>;

const byDifficultySchema = z.record(difficultySchema, z.number().int());
const byTypeSchema = z.object({
  multiple_choice: z.number().int(),
  text: z.number().int(),
  true_false: z.number().int(),
  /** Put in order and closest-number questions, drawn only by host-led sessions. */
  order: z.number().int(),
  estimate: z.number().int(),
});

/**
 * Questions in play and the distinct facts behind them (a fact asked as text and as multiple choice, or both ways
 * round, counts once), in all and per category, difficulty and type.
 */
export const questionBankStatsSchema = z.object({
  total: z.number().int(),
  facts: z.number().int(),
  byCategory: z.array(
    z.object({
      category: z.string(),
      name: z.string(),
      count: z.number().int(),
      facts: z.number().int(),
      byDifficulty: byDifficultySchema,
    }),
  ),
  byDifficulty: byDifficultySchema,
  factsByDifficulty: byDifficultySchema,
  byType: byTypeSchema,
  factsByType: byTypeSchema,
  rejected: z.number().int(),
});
export type QuestionBankStats = z.infer<typeof questionBankStatsSchema>;

export const attributionsResponseSchema = z.object({
  sources: z.array(z.object({ name: z.string(), licence: z.string(), usage: z.string(), url: z.string().nullable() })),
});
export type AttributionsResponse = z.infer<typeof attributionsResponseSchema>;

/** Admins' view of attempts kept out of the ranks for their pace: who, when, and why. */
export const flaggedAttemptsResponseSchema = z.object({
  attempts: z.array(
    z.object({
      attemptId: z.string(),
      kind: dailyQuizKindSchema,
      date: quizDateSchema,
      player: z.string(),
      /** The member's e-mail, for admins to follow up; null for guests. */
      email: z.string().nullable(),
      score: z.number().int(),
      total: z.number().int(),
      elapsedMs: z.number().int(),
      reason: z.string(),
      flaggedAt: z.string(),
    }),
  ),
});
export type FlaggedAttemptsResponse = z.infer<typeof flaggedAttemptsResponseSchema>;
