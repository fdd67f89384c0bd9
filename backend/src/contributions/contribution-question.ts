import { seedFrom, seededRandom, shuffled } from '../question-bank';
import { CONTRIBUTED_PREFIX, type QuestionEntity } from '../question-bank/question.entity';
import { inBankShape, type ProposedQuestion } from './contribution-checks';

/** The question's source as packs and host sheets print it: who gave it, and where to check it. */
export const creditLine = (contributorName: string, sourceUrl: string) =>
  `Contributed by ${contributorName} — ${sourceUrl}`;

/**
 * An approved contribution as a bank question: its own id and fact (a fact of its own family, so draws spread
 * contributed questions like any others), QC passed, credited to its contributor. Play data starts at nothing.
 */
export function bankQuestionOf(
  q: ProposedQuestion,
  contribution: { id: string; userId: string },
  contributorName: string,
): QuestionEntity {
  const shaped = inBankShape(q);
  const id = `${CONTRIBUTED_PREFIX}${contribution.id}`;
  return {
    id,
    type: shaped.type,
    category: shaped.category,
    difficulty: shaped.difficulty,
    prompt: shaped.prompt,
    answer: shaped.answer,
    aliases: shaped.aliases,
    // Contributors tend to put the answer first; the bank shows options as stored, so they are mixed once here.
    options:
      shaped.type === 'multiple_choice' && shaped.options
        ? shuffled(shaped.options, seededRandom(seedFrom(id)))
        : shaped.options,
    items: null,
    value: null,
    unit: null,
    toleranceNote: null,
    media: null,
    seasons: [],
    explanation: null,
    factKey: id,
    source: creditLine(contributorName, shaped.sourceUrl),
    asOf: shaped.asOf,
    qcPassed: true,
    qcReasons: [],
    answerKind: null,
    curriculumSubject: null,
    curriculumLevels: [],
    observedAnswers: 0,
    observedCorrect: 0,
    observedDifficulty: null,
    contributorId: contribution.userId,
    retired: false,
  };
}
