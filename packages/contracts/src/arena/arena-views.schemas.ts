import { z } from 'zod';

/**
 * What the Arena engine shows of a room: the pieces its events and snapshots are made of. The engine's own
 * types are inferred from these, so what it emits and what clients parse are one definition.
 */

/**
 * Every type the engine can run; battles draw a subset from the bank (ARENA_QUESTION_TYPES), host-led sessions
 * all of them. `order`: put the options in the right order (exact order scores); `estimate`: a number, the closest
 * answer(s) in the room score; `poll`: options, nobody scores, the room sees the spread.
 */
export const arenaQuestionTypeSchema = z.enum(['multiple_choice', 'true_false', 'text', 'order', 'estimate', 'poll']);
export type ArenaQuestionType = z.infer<typeof arenaQuestionTypeSchema>;

export const arenaDifficultySchema = z.enum(['easy', 'medium', 'hard', 'mixed']);
export type ArenaDifficulty = z.infer<typeof arenaDifficultySchema>;

/** The lobby, a question's life (question, reveal, leaderboard), and the two ways a game finishes. */
export const arenaPhaseSchema = z.enum(['lobby', 'countdown', 'question', 'reveal', 'leaderboard', 'podium', 'ended']);
export type ArenaPhase = z.infer<typeof arenaPhaseSchema>;

/** `speed`: faster correct answers score more, with streak bonuses; `accuracy`: one point per correct answer. */
export const arenaScoringSchema = z.enum(['speed', 'accuracy']);
export type ArenaScoring = z.infer<typeof arenaScoringSchema>;

/**
 * `off`: everyone for themselves; `teams`: players pick (or the host gives them) one of the named teams, and a
 * team scores the mean of its members' points; `tables`: team-only, one phone answers for a table, each player is
 * a team (its nickname the table's name) and there is one leaderboard.
 */
export const arenaTeamModeSchema = z.enum(['off', 'teams', 'tables']);
export type ArenaTeamMode = z.infer<typeof arenaTeamModeSchema>;

/** `host`: after each reveal the room waits for the host's "next"; `auto`: the timers move on as in battles. */
export const arenaPaceSchema = z.enum(['host', 'auto']);
export type ArenaPace = z.infer<typeof arenaPaceSchema>;

/** A named team of a `teams` room; ids are `t1`, `t2`, … in the order the host listed the names. */
export const arenaTeamSchema = z.object({ id: z.string(), name: z.string() });
export type ArenaTeam = z.infer<typeof arenaTeamSchema>;

/**
 * A team's place: score is the mean of its members' scores, to one decimal place (so a team of three is not
 * beaten by a team of ten for being small); teams without members are listed last with score 0.
 */
export const arenaTeamStandingSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  score: z.number(),
  rank: z.number().int(),
  memberCount: z.number().int(),
});
export type ArenaTeamStanding = z.infer<typeof arenaTeamStandingSchema>;

/** A room's settings as the engine runs them (times in ms); the host's request is createArenaRoomRequestSchema. */
export const arenaSettingsSchema = z.object({
  questionCount: z.number().int(),
  questionSeconds: z.number().int(),
  categories: z.array(z.string()),
  difficulty: arenaDifficultySchema,
  questionTypes: z.array(arenaQuestionTypeSchema),
  maxPlayers: z.number().int(),
  countdownMs: z.number().int(),
  revealMs: z.number().int(),
  leaderboardMs: z.number().int(),
  /**
   * Public rooms have no host: the game starts by itself this long after the second player arrives, or at once
   * when the room fills. Null for hosted rooms, which start when the host says so.
   */
  autoStartMs: z.number().int().nullable(),
  /**
   * Host-led (a presenter screen, a quiz master): the host runs the room and does not play. Battles (quick match
   * and private rooms, where the host plays) have false.
   */
  hostLed: z.boolean(),
  scoring: arenaScoringSchema,
  teamMode: arenaTeamModeSchema,
  /** The named teams of a `teams` room (2 to ARENA_TEAM_LIMITS.count.max), empty otherwise. */
  teams: z.array(arenaTeamSchema),
  pace: arenaPaceSchema,
});
export type ArenaSettings = z.infer<typeof arenaSettingsSchema>;

/** A question while it is open: never the answer key. Choice questions carry their options. */
export const arenaQuestionSchema = z.object({
  id: z.string(),
  type: arenaQuestionTypeSchema,
  prompt: z.string(),
  /** Choice and poll options; for `order`, the items to be ordered, shuffled. */
  options: z.array(z.string()).optional(),
  /** An `estimate` question's unit, shown beside the number box ("metres", "people"). */
  unit: z.string().optional(),
  /** The round a host-led session's question belongs to ("Round 2: Geography"). */
  round: z.string().optional(),
  /** A picture question's image (a flag), same-origin; its `prompt` says what to do with it. */
  imageUrl: z.string().optional(),
});
export type ArenaQuestion = z.infer<typeof arenaQuestionSchema>;

/** Sent only once the question is revealed: the right option, or the typed answer and its accepted aliases. */
export const arenaAnswerKeySchema = z.union([
  z.object({ correctIndex: z.number().int(), correctOption: z.string() }),
  z.object({ answer: z.string(), aliases: z.array(z.string()) }),
  /** `order`: the option indices in the right order, and the items as they read in that order. */
  z.object({ order: z.array(z.number().int()), items: z.array(z.string()) }),
  /** `estimate`: the true value (and unit); the closest answers scored. */
  z.object({ value: z.number(), unit: z.string().optional() }),
  /** `poll`: no right answer. */
  z.object({ poll: z.literal(true) }),
]);
export type ArenaAnswerKey = z.infer<typeof arenaAnswerKeySchema>;

export const arenaPlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  connected: z.boolean(),
  score: z.number().int(),
  /** The player's team in a `teams` room, null otherwise (or before they pick one). */
  teamId: z.string().nullable(),
});
export type ArenaPlayer = z.infer<typeof arenaPlayerSchema>;

/** Highest score first; equal scores share a rank (1, 1, 3). */
export const arenaStandingSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
  correctCount: z.number().int(),
  teamId: z.string().nullable(),
});
export type ArenaStanding = z.infer<typeof arenaStandingSchema>;

/** The standings a finished game ends with (podium, or ended by the host): guests are marked, having no rating. */
export const arenaFinalStandingSchema = arenaStandingSchema.extend({ isGuest: z.boolean() });
export type ArenaFinalStanding = z.infer<typeof arenaFinalStandingSchema>;

/** One player's result for the revealed question: points = speed points + streak bonus. */
export const arenaScoreSchema = z.object({
  correct: z.boolean(),
  points: z.number().int(),
  speedPoints: z.number().int(),
  streakBonus: z.number().int(),
});
export type ArenaScore = z.infer<typeof arenaScoreSchema>;

/** The asker's own place in the room, in their snapshot. */
export const arenaOwnStatusSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  connected: z.boolean(),
  score: z.number().int(),
  streak: z.number().int(),
  rank: z.number().int().nullable(),
  answered: z.boolean(),
  receivedAt: z.number().nullable(),
  /** The current question's result, present only once it has been revealed. */
  result: arenaScoreSchema.nullable(),
  teamId: z.string().nullable(),
  /** The asker runs this host-led room (the presenter view): they have no score, rank or answers. */
  isHost: z.boolean(),
});
export type ArenaOwnStatus = z.infer<typeof arenaOwnStatusSchema>;

/**
 * To the host only, at each reveal of a typed (`text`) question: every distinct answer given, normalised the way
 * the marker compares them, with how many gave it and whether it is marked right now. What the host overrides.
 */
export const arenaAnswerGroupsSchema = z.object({
  questionIndex: z.number().int().min(0),
  groups: z.array(z.object({ answer: z.string(), count: z.number().int(), correct: z.boolean() })),
});

/**
 * Everything a client needs to redraw its screen after a gap in `seq` or a reconnect. `players` lists everyone
 * in a room of at most 50 (ROSTER_LIST_MAX) and nobody in a bigger one, `standings` the top 10; `playerCount` is
 * the true size and `you` the asker's own line. The key appears only once revealed.
 */
export const arenaSnapshotSchema = z.object({
  seq: z.number().int(),
  phase: arenaPhaseSchema,
  paused: z.boolean(),
  pausedRemainingMs: z.number().nullable(),
  hostId: z.string(),
  settings: arenaSettingsSchema,
  /** -1 before the first question. */
  questionIndex: z.number().int(),
  questionCount: z.number().int(),
  question: arenaQuestionSchema.nullable(),
  key: arenaAnswerKeySchema.nullable(),
  /** The open question's deadline; null outside questions. */
  deadline: z.number().nullable(),
  /** When the server moves on next (a public room's start, countdown end, reveal and leaderboard end). */
  nextTickAt: z.number().nullable(),
  playerCount: z.number().int(),
  players: z.array(arenaPlayerSchema),
  standings: z.array(arenaStandingSchema),
  /** Team standings of a `teams` room (every team), empty otherwise. */
  teams: z.array(arenaTeamStandingSchema),
  /** How many players have answered the open question (the presenter's "12 of 30 answered"); 0 outside one. */
  answeredCount: z.number().int(),
  /** False while a host-led room's host is away (the game is paused until they are back). */
  hostConnected: z.boolean(),
  you: arenaOwnStatusSchema.nullable(),
  /**
   * To a host-led room's host during a typed question's reveal: the answers to re-mark, as `arena:answer-groups`
   * sent them, so a presenter reloaded mid-reveal can still accept an answer. Null otherwise.
   */
  answerGroups: arenaAnswerGroupsSchema.nullable(),
});
export type ArenaSnapshot = z.infer<typeof arenaSnapshotSchema>;
