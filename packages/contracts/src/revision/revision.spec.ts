import {
  REVISION_LEVELS,
  REVISION_SUBJECTS,
  revisionSetName,
  startPracticeRequestSchema,
  submitPracticeAnswerRequestSchema,
} from './revision.schemas.js';

const problems = (input: unknown) => {
  const result = startPracticeRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('revision sets', () => {
  it('names a set by level then subject', () => {
    expect(revisionSetName('science', 'gcse')).toBe('GCSE Science');
    expect(revisionSetName('english-literature', 'a-level')).toBe('A-level English Literature');
  });

  it('knows the bank’s five subjects and two levels', () => {
    expect([...REVISION_SUBJECTS].sort()).toEqual(['english-literature', 'geography', 'history', 'maths', 'science']);
    expect(REVISION_LEVELS).toEqual(['gcse', 'a-level']);
  });
});

describe('startPracticeRequestSchema', () => {
  it('fills in ten tapped questions when only the set is named', () => {
    expect(startPracticeRequestSchema.parse({ subject: 'science', level: 'gcse' })).toEqual({
      subject: 'science',
      level: 'gcse',
      style: 'choices',
      questionCount: 10,
    });
  });

  it.each([
    [{ subject: 'chemistry', level: 'gcse' }, 'subject: Choose a subject from the list'],
    [{ subject: 'science', level: 'degree' }, 'level: Choose GCSE or A-level'],
    [{ subject: 'science', level: 'gcse', questionCount: 4 }, 'questionCount: At least 5 questions'],
    [{ subject: 'science', level: 'gcse', questionCount: 21 }, 'questionCount: At most 20 questions'],
    [{ subject: 'science', level: 'gcse', questionCount: 7.5 }, 'questionCount: Questions must be a whole number'],
    [{ subject: 'science', level: 'gcse', style: 'essay' }, 'style: Choose choices or typed'],
  ])('refuses %j on its field', (input, problem) => {
    expect(problems(input)).toContain(problem);
  });

  it('refuses fields it does not know', () => {
    expect(problems({ subject: 'science', level: 'gcse', answers: ['Liver'] })).toHaveLength(1);
  });
});

describe('submitPracticeAnswerRequestSchema', () => {
  it('takes an index and a typed answer, and refuses an index past the longest quiz', () => {
    expect(submitPracticeAnswerRequestSchema.safeParse({ index: 0, answer: 'Liver' }).success).toBe(true);
    expect(submitPracticeAnswerRequestSchema.safeParse({ index: 20, answer: 'Liver' }).success).toBe(false);
  });
});
