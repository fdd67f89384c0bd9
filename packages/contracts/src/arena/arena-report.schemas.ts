import { z } from 'zod';
import { arenaQuestionTypeSchema, arenaScoringSchema, arenaTeamModeSchema } from './arena-views.schemas.js';

/**
 * The report of a host-led session, built once the game is over (podium, or ended early) and kept with the
 * session: who took part, teams and standings, how each question went, each player's answers, participation over
 * time, the questions that split the room, and the host's re-markings. Downloads as CSV (one row per player per
 * question) and PDF (a summary for a manager or HR). Times are ISO 8601 strings, rates fractions from 0 to 1.
 */

/** A question "split the room" when the share of answers that were right is within this range (inclusive). */
export const ARENA_REPORT_SPLIT = { min: 0.35, max: 0.65 } as const;

export const ARENA_REPORT_VERSION = 1;

const int = z.number().int();

/** `played`; `void`: the host skipped it (nobody scored); `not_reached`: the game ended before it. */
export const arenaReportQuestionStatusSchema = z.enum(['played', 'void', 'not_reached']);
export type ArenaReportQuestionStatus = z.infer<typeof arenaReportQuestionStatusSchema>;

export const arenaReportAnswerSchema = z.object({
  questionIndex: int,
  /** As the player gave it: the option, the typed text, the items in their order ("A → B → C"), the number. */
  answer: z.string(),
  /** Null for a poll: there is nothing to be right about. */
  correct: z.boolean().nullable(),
  points: int,
  /** From the question opening to the server receiving the answer. */
  elapsedMs: int,
  /** When the server received the answer: the player's receipt. */
  receivedAt: z.string(),
  /** The host re-marked this answer (see `remarks`). */
  remarked: z.boolean(),
});
export type ArenaReportAnswer = z.infer<typeof arenaReportAnswerSchema>;

/** A player (a table, in a `tables` session) in final standing order. */
export const arenaReportParticipantSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  teamId: z.string().nullable(),
  rank: int,
  score: int,
  correctCount: int,
  /** Answers to played questions, polls included. */
  answeredCount: int,
  averageMs: int.nullable(),
  answers: z.array(arenaReportAnswerSchema),
});
export type ArenaReportParticipant = z.infer<typeof arenaReportParticipantSchema>;

/** A named team of a `teams` session; score is the mean of its members' scores to one decimal place. */
export const arenaReportTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  rank: int,
  score: z.number(),
  memberCount: int,
  /** The share of its members' answers to scored questions that were right; null when there were none. */
  correctRate: z.number().nullable(),
  /** Members' nicknames, best first. */
  members: z.array(z.string()),
});
export type ArenaReportTeam = z.infer<typeof arenaReportTeamSchema>;

/** How often an answer was given: an option (choice, true/false, poll), or a typed answer or order as grouped. */
export const arenaReportSpreadSchema = z.object({ label: z.string(), count: int, correct: z.boolean() });

export const arenaReportQuestionSchema = z.object({
  index: int,
  id: z.string(),
  type: arenaQuestionTypeSchema,
  prompt: z.string(),
  round: z.string().nullable(),
  options: z.array(z.string()),
  /** The answer as the reveal showed it; null for a poll. */
  correctAnswer: z.string().nullable(),
  status: arenaReportQuestionStatusSchema,
  answeredCount: int,
  /** Null for polls and questions not played. */
  correctCount: int.nullable(),
  correctRate: z.number().nullable(),
  averageMs: int.nullable(),
  /** The right-answer rate fell within ARENA_REPORT_SPLIT. */
  split: z.boolean(),
  /** Most given first (options in their order for choice questions and polls); empty when nobody answered. */
  spread: z.array(arenaReportSpreadSchema),
  /** An estimate question's answers: lowest, median, highest; null otherwise or when nobody answered. */
  estimates: z.object({ min: z.number(), median: z.number(), max: z.number() }).nullable(),
  /** How many times the host re-marked answers to this question. */
  remarks: int,
});
export type ArenaReportQuestion = z.infer<typeof arenaReportQuestionSchema>;

/** Participation over time: players answering each question that was played (or voided), in order. */
export const arenaReportParticipationSchema = z.object({
  questionIndex: int,
  answered: int,
  /** `answered` out of every participant. */
  share: z.number(),
  void: z.boolean(),
});

/** One re-marking by the host: every player who gave `answer` was marked right (`accepted`) or wrong. */
export const arenaReportRemarkSchema = z.object({
  questionIndex: int,
  answer: z.string(),
  accepted: z.boolean(),
  /** Nicknames of the players whose mark changed. */
  players: z.array(z.string()),
  byName: z.string(),
  at: z.string(),
});
export type ArenaReportRemark = z.infer<typeof arenaReportRemarkSchema>;

/** The summary a manager reads first. */
export const arenaReportEngagementSchema = z.object({
  participants: int,
  teams: int,
  questionsPlayed: int,
  questionsVoid: int,
  questionsNotReached: int,
  polls: int,
  answers: int,
  /** Answers given out of answers possible (participants × questions played). */
  participationRate: z.number().nullable(),
  /** Right answers out of answers to scored questions. */
  correctRate: z.number().nullable(),
  averageMs: int.nullable(),
  /** Participants who answered every question played. */
  answeredEvery: int,
  splitQuestions: int,
  remarks: int,
});
export type ArenaReportEngagement = z.infer<typeof arenaReportEngagementSchema>;

export const arenaReportSchema = z.object({
  version: z.literal(ARENA_REPORT_VERSION),
  sessionId: z.string(),
  title: z.string(),
  hostName: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string(),
  /** True when the game reached the podium; false when the host (or an admin) ended it early. */
  completed: z.boolean(),
  scoring: arenaScoringSchema,
  teamMode: arenaTeamModeSchema,
  questionSeconds: int,
  participants: z.array(arenaReportParticipantSchema),
  /** Team standings of a `teams` session (every team, empty ones last); empty otherwise. */
  teams: z.array(arenaReportTeamSchema),
  questions: z.array(arenaReportQuestionSchema),
  participation: z.array(arenaReportParticipationSchema),
  remarks: z.array(arenaReportRemarkSchema),
  engagement: arenaReportEngagementSchema,
});
export type ArenaReport = z.infer<typeof arenaReportSchema>;

/**
 * `waiting`: created, not started; `live`: running; `preparing`: over, the report is being built; `ready`;
 * `empty`: over without any player, so there is nothing to report.
 */
export const hostedSessionStatusSchema = z.enum(['waiting', 'live', 'preparing', 'ready', 'empty']);
export type HostedSessionStatus = z.infer<typeof hostedSessionStatusSchema>;

/** One of the host's sessions (GET /api/arena/sessions, newest first). */
export const hostedSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: hostedSessionStatusSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  questionCount: int,
  /** Null until the game is over. */
  playerCount: int.nullable(),
  completed: z.boolean().nullable(),
  /** The presenter view while the session is waiting or live, so the host can go back to it. */
  presentUrl: z.string().nullable(),
});
export type HostedSessionSummary = z.infer<typeof hostedSessionSummarySchema>;

export const hostedSessionListResponseSchema = z.object({ sessions: z.array(hostedSessionSummarySchema) });
export type HostedSessionListResponse = z.infer<typeof hostedSessionListResponseSchema>;

export const HOSTED_REPORT_FILE_TYPES = ['csv', 'pdf'] as const;
export type HostedReportFileType = (typeof HOSTED_REPORT_FILE_TYPES)[number];

/** Where a session's report downloads: GET /api/arena/sessions/{id}/report.csv and …/report.pdf. */
export const hostedReportFileUrl = (sessionId: string, type: HostedReportFileType): string =>
  `/api/arena/sessions/${encodeURIComponent(sessionId)}/report.${type}`;

/** GET /api/arena/sessions/{id}/report (the host, or an admin): `report` is null until it is ready. */
export const hostedSessionReportResponseSchema = z.object({
  session: hostedSessionSummarySchema,
  report: arenaReportSchema.nullable(),
});
export type HostedSessionReportResponse = z.infer<typeof hostedSessionReportResponseSchema>;

/** One question as a player sees it on their own result, with their answer and its receipt time. */
export const hostedOwnAnswerSchema = z.object({
  questionIndex: int,
  prompt: z.string(),
  type: arenaQuestionTypeSchema,
  status: arenaReportQuestionStatusSchema,
  correctAnswer: z.string().nullable(),
  /** Null when the player did not answer. */
  answer: z.string().nullable(),
  correct: z.boolean().nullable(),
  points: int,
  elapsedMs: int.nullable(),
  receivedAt: z.string().nullable(),
  remarked: z.boolean(),
});
export type HostedOwnAnswer = z.infer<typeof hostedOwnAnswerSchema>;

/** GET /api/arena/sessions/{id}/me: a signed-in player's own result; `result` null while the report is built. */
export const hostedOwnResultResponseSchema = z.object({
  session: z.object({
    id: z.string(),
    title: z.string(),
    hostName: z.string(),
    endedAt: z.string().nullable(),
    completed: z.boolean().nullable(),
    status: hostedSessionStatusSchema,
  }),
  result: z
    .object({
      nickname: z.string(),
      rank: int,
      score: int,
      correctCount: int,
      playerCount: int,
      scoring: arenaScoringSchema,
      team: z.object({ name: z.string(), rank: int, score: z.number(), teamCount: int }).nullable(),
    })
    .nullable(),
  answers: z.array(hostedOwnAnswerSchema),
});
export type HostedOwnResultResponse = z.infer<typeof hostedOwnResultResponseSchema>;
