// The two daily quizzes: a module without zod, so pages that only name the kinds do not load the schemas.
export const DAILY_QUIZ_KINDS = ['standard', 'mc'] as const;
