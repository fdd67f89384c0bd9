import { Injectable } from '@nestjs/common';
import {
  PRACTICE_ANSWER_STYLES,
  PRACTICE_QUESTION_COUNT,
  type PracticeAnswerStyle,
  type RevisionSample,
  type RevisionSet,
  type RevisionSetsResponse,
  ukDate,
} from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { type SetCounts, revisionSets, STYLE_TYPES } from './revision-sets';

/** A set's key in the counts: "science/gcse". */
const keyOf = (set: { subject: string; level: string }) => `${set.subject}/${set.level}`;

/** The revision sets the bank's curriculum tags make, with counts, and a real question from each as an example. */
@Injectable()
export class RevisionSetsService {
  constructor(private readonly bank: QuestionSourceService) {}

  /**
   * Every set with its counts, worked out once per state of the bank (each set's capacity is a trial draw of the
   * longest quiz in each style, too much to repeat for every visit to /education and /teachers).
   */
  list(): RevisionSetsResponse {
    const generation = this.bank.generation;
    if (this.listed?.generation !== generation) this.listed = { generation, response: this.countSets() };
    return this.listed.response;
  }

  private listed: { generation: number; response: RevisionSetsResponse } | null = null;

  private countSets(): RevisionSetsResponse {
    const allTypes = PRACTICE_ANSWER_STYLES.flatMap((style) => STYLE_TYPES[style]);
    const perStyle = new Map(
      PRACTICE_ANSWER_STYLES.map((style) => [
        style,
        new Map(this.bank.countCurriculum(STYLE_TYPES[style]).map((c) => [keyOf(c), c.questions])),
      ]),
    );
    const counts: SetCounts[] = this.bank.countCurriculum(allTypes).map((count) => {
      const byStyle = (read: (style: PracticeAnswerStyle) => number) =>
        Object.fromEntries(PRACTICE_ANSWER_STYLES.map((style) => [style, read(style)])) as Record<
          PracticeAnswerStyle,
          number
        >;
      const questions = byStyle((style) => perStyle.get(style)?.get(keyOf(count)) ?? 0);
      const drawable = byStyle((style) => (questions[style] ? this.drawable(count, style) : 0));
      return { subject: count.subject, level: count.level, facts: count.facts, questions, drawable };
    });
    return { sets: revisionSets(counts) };
  }

  /** One multiple-choice question of the set, the same all day (UK date), with its answer: an example, not a quiz. */
  sample(set: RevisionSet, now = new Date()): RevisionSample {
    const [question] = this.bank.tryDraw({
      count: 1,
      types: ['multiple_choice'],
      difficulty: 'medium',
      seed: `revision-sample:${keyOf(set)}:${ukDate(now)}`,
      curriculum: set,
    });
    if (!question) throw new AppException('RES_001', 'The bank has no questions for that subject and level yet');
    return {
      subject: set.subject,
      level: set.level,
      prompt: question.prompt,
      options: question.options,
      answer: question.answer,
      explanation: question.explanation,
      categoryName: this.bank.categoryName(question.category),
      difficulty: question.difficulty,
    };
  }

  /** How many questions one draw of the longest quiz finds: no fact or answer twice, so a thin set gives fewer. */
  private drawable(set: { subject: string; level: string }, style: PracticeAnswerStyle): number {
    return this.bank.tryDraw({
      count: PRACTICE_QUESTION_COUNT.max,
      types: STYLE_TYPES[style],
      difficulty: 'ramp',
      seed: `revision-capacity:${keyOf(set)}`,
      curriculum: set,
    }).length;
  }
}
