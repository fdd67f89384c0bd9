import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { defineJob, JOB_QUEUE, type JobQueue } from '../../infra/jobs/job-queue';
import { QuestionBankService } from '../question-bank.service';
import { EASY_FROM, HARD_BELOW, MIN_ANSWERS_FOR_DIFFICULTY } from './observed-difficulty';

export const CALIBRATE_DIFFICULTY_JOB = defineJob('question-bank.calibrate-difficulty', z.object({}).strict());

/**
 * Play data sets the difficulty once there is enough of it: every night the right-answer rate of each question
 * over the daily quizzes (attempts kept out of the ranks for their pace excepted) and the Arena becomes its
 * observed label, which draws prefer to the editor's. The editor's label stays for questions too new to judge.
 */
@Injectable()
export class DifficultyCalibrationService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DifficultyCalibrationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly bank: QuestionBankService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.register(CALIBRATE_DIFFICULTY_JOB, async () => {
      await this.calibrate();
    });
    await this.jobs.schedule(
      CALIBRATE_DIFFICULTY_JOB,
      'nightly',
      { cron: '30 3 * * *', timeZone: 'Europe/London' },
      {},
    );
  }

  /** Recounts every played question's answers and relabels it; safe to run again at any time. */
  async calibrate(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH plays AS (
         SELECT d.question_id, d.correct FROM daily_answers d
           JOIN daily_attempts a ON a.id = d.attempt_id WHERE a.flagged_at IS NULL
         UNION ALL
         SELECT question_id, correct FROM arena_answers),
       counted AS (
         SELECT question_id, count(*) AS answers, count(*) FILTER (WHERE correct) AS correct FROM plays GROUP BY question_id),
       -- A SELECT over the UPDATE: the driver answers a bare UPDATE with [rows, count] rather than the rows.
       relabelled AS (
         UPDATE questions q SET observed_answers = c.answers, observed_correct = c.correct,
           observed_difficulty = CASE
             WHEN c.answers < $1 THEN NULL
             WHEN c.correct >= $2::float8 * c.answers THEN 'easy'
             WHEN c.correct < $3::float8 * c.answers THEN 'hard'
             ELSE 'medium' END
         FROM counted c WHERE q.id = c.question_id RETURNING q.id)
       SELECT id FROM relabelled`,
      [MIN_ANSWERS_FOR_DIFFICULTY, EASY_FROM, HARD_BELOW],
    );
    this.logger.log(`Difficulty recounted for ${rows.length} played question(s)`);
    await this.bank.refreshObservedDifficulty();
    return rows.length;
  }
}
