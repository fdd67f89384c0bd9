import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PRACTICE_STARTS_PER_HOUR,
  type PracticeState,
  revisionSetName,
  type SubmitPracticeAnswerRequest,
  type SubmitPracticeAnswerResponse,
  type startPracticeRequestSchema,
} from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AppException } from '../common/app-exception';
import type { Player } from '../identity';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { answerReveal, isCorrect } from '../question-bank';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { PracticeAttemptEntity } from './practice-attempt.entity';
import { practiceState } from './practice-view';
import { STYLE_TYPES } from './revision-sets';

type StartPractice = z.output<typeof startPracticeRequestSchema>;

/** Practice quizzes one player starts, counted on every node: revising, not paging through the bank. */
export const PRACTICE_STARTS: RateLimitPolicy = {
  name: 'revision-practice-hour',
  points: PRACTICE_STARTS_PER_HOUR,
  windowSeconds: 60 * 60,
  scope: 'shared',
};

/** Practice attempts are kept this long: long enough to come back to one, not a store of everyone's revision. */
const KEPT_DAYS = 30;

/**
 * Revision practice: a quiz drawn from one GCSE or A-level set, played alone. The server keeps the questions and
 * their answers; each question goes out without its answer, and the answer comes back only once it is marked.
 */
@Injectable()
export class PracticeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly bank: QuestionSourceService,
  ) {}

  async start(request: StartPractice, player: Player): Promise<PracticeState> {
    assertAllowed(
      await this.limiter.consume(PRACTICE_STARTS, player.key),
      'RATE_001',
      `You can start ${PRACTICE_STARTS_PER_HOUR} practice quizzes an hour`,
    );
    const { subject, level, style, questionCount } = request;
    const questions = this.bank.tryDraw({
      count: questionCount,
      types: STYLE_TYPES[style],
      difficulty: 'ramp',
      seed: randomUUID(),
      curriculum: { subject, level },
    });
    if (questions.length < questionCount) {
      const name = revisionSetName(subject, level);
      const message =
        questions.length === 0
          ? `${name} has no questions of this kind yet`
          : `${name} has ${questions.length} questions of this kind: choose up to ${questions.length}`;
      throw new AppException('VAL_001', 'Invalid request', [{ path: 'questionCount', message }]);
    }
    const repository = this.dataSource.getRepository(PracticeAttemptEntity);
    await this.dataSource.query(
      `DELETE FROM revision_practice_attempts WHERE created_at < now() - make_interval(days => $1)`,
      [KEPT_DAYS],
    );
    const attempt = await repository.save(
      repository.create({
        playerKey: player.key,
        userId: player.userId,
        subject,
        level,
        style,
        questionIds: questions.map((q) => q.id),
        answers: [],
        score: 0,
        finishedAt: null,
      }),
    );
    return practiceState(attempt, this.bank);
  }

  async get(attemptId: string, playerKey: string | null): Promise<PracticeState> {
    return practiceState(await this.owned(attemptId, playerKey), this.bank);
  }

  async answer(
    attemptId: string,
    playerKey: string | null,
    input: SubmitPracticeAnswerRequest,
  ): Promise<SubmitPracticeAnswerResponse> {
    const attempt = await this.owned(attemptId, playerKey);
    if (attempt.finishedAt) throw new AppException('VAL_001', 'This practice quiz is already finished');
    const index = attempt.answers.length;
    if (input.index !== index) {
      throw new AppException(
        'VAL_001',
        `Question ${input.index + 1} is not the one being asked: answer question ${index + 1}`,
      );
    }
    const question = this.bank.get(attempt.questionIds[index]!);
    if (!question) throw new AppException('RES_001', 'This question has been withdrawn: start a new practice quiz');
    if (question.type !== 'text' && !question.options?.includes(input.answer)) {
      throw new AppException('VAL_001', 'Invalid request', [
        { path: 'answer', message: `Choose one of the ${question.options?.length ?? 0} options` },
      ]);
    }
    const correct = isCorrect(question, input.answer, this.bank.knownAnswers(question.category));
    const answer = { questionId: question.id, given: input.answer, correct };
    const saved = await this.record(attempt, index, answer);
    return { reveal: answerReveal(index, answer, question), state: practiceState(saved, this.bank) };
  }

  /**
   * One statement: the answer is added only while the attempt is still at this question, so a duplicate or racing
   * answer counts once; the last answer finishes the attempt.
   */
  private async record(
    attempt: PracticeAttemptEntity,
    index: number,
    answer: { questionId: string; given: string; correct: boolean },
  ): Promise<PracticeAttemptEntity> {
    const last = index === attempt.questionIds.length - 1;
    const rows: { finished_at: Date | null }[] = await this.dataSource.query(
      // Wrapped in a SELECT: the driver answers a bare UPDATE with [rows, count] rather than the rows.
      `WITH moved AS (
         UPDATE revision_practice_attempts
         SET answers = answers || $3::jsonb, score = score + $4,
             finished_at = CASE WHEN $5::boolean THEN now() ELSE NULL END
         WHERE id = $1 AND jsonb_array_length(answers) = $2 AND finished_at IS NULL
         RETURNING finished_at)
       SELECT finished_at FROM moved`,
      [attempt.id, index, JSON.stringify([answer]), answer.correct ? 1 : 0, last],
    );
    if (rows.length === 0) throw new AppException('VAL_001', 'That question has already been answered');
    return Object.assign(attempt, {
      answers: [...attempt.answers, answer],
      score: attempt.score + (answer.correct ? 1 : 0),
      finishedAt: rows[0]!.finished_at,
    });
  }

  /** Someone else's attempt answers 404, like one that does not exist: ids are not to be probed. */
  private async owned(attemptId: string, playerKey: string | null): Promise<PracticeAttemptEntity> {
    const attempt = await this.dataSource.getRepository(PracticeAttemptEntity).findOneBy({ id: attemptId });
    if (!attempt || !playerKey || attempt.playerKey !== playerKey) {
      throw new AppException('RES_001', 'No such practice quiz');
    }
    return attempt;
  }
}
