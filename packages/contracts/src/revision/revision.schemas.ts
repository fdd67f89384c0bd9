import { z } from 'zod';
import { answerRevealSchema, playerQuestionSchema } from '../daily-quiz/daily-quiz.schemas.js';
import { typedAnswerSchema } from '../text/text-fields.js';

/**
 * Revision quizzes (issue 16 §1): students and teachers draw practice sets from the question bank by the GCSE and
 * A-level tags its facts carry, play them alone (answers marked on the server) or host them live in a classroom
 * (a host-led session's quick selection with a `curriculum`).
 *
 * REST (public; guests play under the anonymous player cookie, as for the daily quizzes):
 * - GET  /api/revision/sets                          → RevisionSetsResponse: every subject × level with counts
 * - GET  /api/revision/sets/{subject}/{level}/sample → RevisionSample: one real question of the set, with its answer
 * - POST /api/revision/practice        StartPracticeRequest → PracticeState (201)
 * - GET  /api/revision/practice/{id}                 → PracticeState (the player's own attempt only)
 * - POST /api/revision/practice/{id}/answer SubmitPracticeAnswerRequest → SubmitPracticeAnswerResponse
 */

/** The school subjects the bank tags facts with (the question-bank package reads this list). */
export const REVISION_SUBJECTS = ['science', 'geography', 'history', 'english-literature', 'maths'] as const;
export const revisionSubjectSchema = z.enum(REVISION_SUBJECTS, { error: 'Choose a subject from the list' });
export type RevisionSubject = z.infer<typeof revisionSubjectSchema>;

export const REVISION_SUBJECT_NAMES: Record<RevisionSubject, string> = {
  science: 'Science',
  geography: 'Geography',
  history: 'History',
  'english-literature': 'English Literature',
  maths: 'Maths',
};

export const REVISION_LEVELS = ['gcse', 'a-level'] as const;
export const revisionLevelSchema = z.enum(REVISION_LEVELS, { error: 'Choose GCSE or A-level' });
export type RevisionLevel = z.infer<typeof revisionLevelSchema>;

export const REVISION_LEVEL_NAMES: Record<RevisionLevel, string> = { gcse: 'GCSE', 'a-level': 'A-level' };

/** "GCSE Science", "A-level History". */
export const revisionSetName = (subject: RevisionSubject, level: RevisionLevel): string =>
  `${REVISION_LEVEL_NAMES[level]} ${REVISION_SUBJECT_NAMES[subject]}`;

/** A revision set's subject and level, as a host-led session's quick selection and a practice quiz name it. */
export const revisionSetSchema = z.strictObject({ subject: revisionSubjectSchema, level: revisionLevelSchema });
export type RevisionSet = z.infer<typeof revisionSetSchema>;

/**
 * choices: multiple choice and true or false, tapped; typed: the answer typed in, marked tolerantly (spelling
 * slips, articles, a person's surname).
 */
export const PRACTICE_ANSWER_STYLES = ['choices', 'typed'] as const;
export const practiceAnswerStyleSchema = z.enum(PRACTICE_ANSWER_STYLES, { error: 'Choose choices or typed' });
export type PracticeAnswerStyle = z.infer<typeof practiceAnswerStyleSchema>;

/** A practice quiz's length: short enough for a lesson starter, long enough to revise a topic. */
export const PRACTICE_QUESTION_COUNT = { min: 5, max: 20, default: 10 } as const;

/** Practice quizzes one player may start an hour: plenty for revising, not a way to page through the bank. */
export const PRACTICE_STARTS_PER_HOUR = 60;

export const revisionSetSummarySchema = z.object({
  subject: revisionSubjectSchema,
  level: revisionLevelSchema,
  name: z.string(),
  /** Distinct facts of the set in play (a fact asked as text and as multiple choice counts once). */
  facts: z.number().int(),
  /** Questions in play per answer style: what a practice quiz of that style can draw. */
  questions: z.record(practiceAnswerStyleSchema, z.number().int()),
  /** The largest practice quiz this set fills, per style (0 when it cannot fill the shortest one). */
  maxQuestions: z.record(practiceAnswerStyleSchema, z.number().int()),
});
export type RevisionSetSummary = z.infer<typeof revisionSetSummarySchema>;

export const revisionSetsResponseSchema = z.object({ sets: z.array(revisionSetSummarySchema) });
export type RevisionSetsResponse = z.infer<typeof revisionSetsResponseSchema>;

/** A real question of a set, shown on the audience pages as an example, answer included (it is not being played). */
export const revisionSampleSchema = z.object({
  subject: revisionSubjectSchema,
  level: revisionLevelSchema,
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
  answer: z.string(),
  explanation: z.string().nullable(),
  categoryName: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
});
export type RevisionSample = z.infer<typeof revisionSampleSchema>;

export const startPracticeRequestSchema = z.strictObject({
  subject: revisionSubjectSchema,
  level: revisionLevelSchema,
  style: practiceAnswerStyleSchema.default('choices'),
  questionCount: z
    .number({ error: 'Questions must be a whole number' })
    .int({ error: 'Questions must be a whole number' })
    .min(PRACTICE_QUESTION_COUNT.min, { error: `At least ${PRACTICE_QUESTION_COUNT.min} questions` })
    .max(PRACTICE_QUESTION_COUNT.max, { error: `At most ${PRACTICE_QUESTION_COUNT.max} questions` })
    .default(PRACTICE_QUESTION_COUNT.default),
});
export type StartPracticeRequest = z.input<typeof startPracticeRequestSchema>;

/** A practice question: the daily quizzes' shape (never the answer); options for multiple choice and true or false. */
export const practiceQuestionSchema = playerQuestionSchema;
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceStateSchema = z.object({
  attemptId: z.string(),
  subject: revisionSubjectSchema,
  level: revisionLevelSchema,
  name: z.string(),
  style: practiceAnswerStyleSchema,
  questionCount: z.number().int(),
  /** The question to answer now; null once finished. */
  question: practiceQuestionSchema.nullable(),
  answered: z.array(answerRevealSchema),
  /** Once finished: how many were right. */
  result: z.object({ score: z.number().int(), total: z.number().int() }).nullable(),
});
export type PracticeState = z.infer<typeof practiceStateSchema>;

export const submitPracticeAnswerRequestSchema = z.strictObject({
  index: z
    .number({ error: 'The question number is missing' })
    .int()
    .min(0)
    .max(PRACTICE_QUESTION_COUNT.max - 1),
  answer: typedAnswerSchema,
});
export type SubmitPracticeAnswerRequest = z.infer<typeof submitPracticeAnswerRequestSchema>;

export const submitPracticeAnswerResponseSchema = z.object({
  reveal: answerRevealSchema,
  state: practiceStateSchema,
});
export type SubmitPracticeAnswerResponse = z.infer<typeof submitPracticeAnswerResponseSchema>;
