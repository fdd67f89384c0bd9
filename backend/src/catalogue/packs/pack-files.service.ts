import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { PACK_FILE_TYPES, type PackFileType, packFileTypeSchema } from '@trivia/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { defineJob, JOB_QUEUE, type JobQueue, PermanentJobError } from '../../infra/jobs/job-queue';
import { FILE_STORAGE, type FileStorage } from '../../infra/storage/file-storage';
import { QuizEntity } from '../quizzes/quiz.entity';
import { buildPackFile } from './build-pack-file';
import { PACK_FILE_FORMAT } from './pack-content';
import { MissingQuestionError, readPackQuiz } from './pack-quiz-reader';
import { QuizQuestionsService } from './quiz-questions.service';

export const BUILD_PACK_JOB = defineJob(
  'catalogue.build-pack',
  z.strictObject({ quizId: z.uuid(), type: packFileTypeSchema }),
);

/** Files replaced by a newer build, removed once downloads and links handed out before have had their time. */
export const DISCARD_PACK_FILES_JOB = defineJob(
  'catalogue.discard-pack-files',
  z.strictObject({ keys: z.array(z.string().startsWith('packs/')).min(1).max(100) }),
);

/** A built file as quiz_files records it. */
export interface StoredPackFile {
  storageKey: string;
  sha256: string;
  size: number;
}

/** Thrown when a file could not be built or stored in time: the download answers DL_002. */
export class PackBuildFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PackBuildFailedError';
  }
}

/** How long a download waits for its file's build job, and how often it looks. */
export const PACK_BUILD_WAIT = { timeoutMs: 20_000, pollMs: 100 };

/**
 * Pack files are built on the job queue and kept in file storage under `packs/<quizId>/<sha256>.<ext>`, recorded
 * in quiz_files. A download of a file not built yet enqueues its job (the job id dedupes concurrent downloads,
 * across nodes with BullMQ) and waits, polling quiz_files, until the row appears, the job fails, or the bound
 * passes. The job id carries the minute, so after a failed build (kept by the queue for the admin under its id)
 * a later download can try again.
 */
@Injectable()
export class PackFilesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PackFilesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    private readonly questions: QuizQuestionsService,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.register(
      BUILD_PACK_JOB,
      async ({ quizId, type }) => {
        await this.build(quizId, type);
      },
      {
        concurrency: 2,
        attempts: 3,
        backoffMs: 500,
      },
    );
    this.jobs.register(DISCARD_PACK_FILES_JOB, ({ keys }) => this.discardUnrecorded(keys), {
      attempts: 5,
      backoffMs: 60_000,
    });
  }

  /** The quiz's stored file of `type`, built first on the job queue when there is none; or PackBuildFailedError. */
  async stored(quizId: string, type: PackFileType, timeoutMs = PACK_BUILD_WAIT.timeoutMs): Promise<StoredPackFile> {
    const existing = await this.recorded(quizId, type);
    if (existing && (await this.storage.exists(existing.storageKey))) return existing;
    if (existing) await this.forget(quizId, type);
    const jobId = `pack.${quizId}.${type}.${Math.floor(Date.now() / 60_000)}`;
    await this.jobs.enqueue(BUILD_PACK_JOB, { quizId, type }, { jobId });
    const until = Date.now() + timeoutMs;
    for (;;) {
      const built = await this.recorded(quizId, type);
      if (built) return built;
      const failure = (await this.jobs.failed(BUILD_PACK_JOB.name, 100)).find((job) => job.id === jobId);
      if (failure) throw new PackBuildFailedError(`Building ${type} of quiz ${quizId} failed: ${failure.error}`);
      if (Date.now() > until) throw new PackBuildFailedError(`Building ${type} of quiz ${quizId} took too long`);
      await new Promise((resolve) => setTimeout(resolve, PACK_BUILD_WAIT.pollMs));
    }
  }

  /** Queues the four files of a quiz, so its first downloads find them built (safe to call more than once). */
  async prebuild(quizId: string): Promise<void> {
    for (const type of PACK_FILE_TYPES) {
      await this.jobs.enqueue(BUILD_PACK_JOB, { quizId, type }, { jobId: `pack.${quizId}.${type}.prebuild` });
    }
  }

  /** The job: build, store under the content hash, record. Running it twice stores the same bytes once. */
  async build(quizId: string, type: PackFileType): Promise<StoredPackFile> {
    const quiz = await this.quizzes.findOneBy({ id: quizId });
    if (!quiz) throw new PermanentJobError(`No quiz ${quizId}`);
    let packQuiz;
    try {
      packQuiz = readPackQuiz(quiz, await this.questions.lookupFor(quiz));
    } catch (error) {
      if (error instanceof MissingQuestionError) throw new PermanentJobError(error.message);
      throw error;
    }
    const file = await buildPackFile(packQuiz, type, { publicUrl: this.config.publicUrl });
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const storageKey = `packs/${quizId}/${sha256}.${file.extension}`;
    if (!(await this.storage.exists(storageKey))) {
      await this.storage.put(storageKey, file.bytes, {
        contentType: file.contentType,
        metadata: { quiz: quiz.slug, 'file-type': type },
      });
    }
    // Recorded only while the quiz is as it was read: a member who re-saves their builder quiz mid-build (a save
    // stamps published_at) gets a retry that builds the new content, never a stale file on record.
    // The file it replaces (an older pack format), if any, is read in the same statement and removed later.
    const recorded: { replaced: string | null }[] = await this.dataSource.query(
      `WITH previous AS (SELECT storage_key FROM quiz_files WHERE quiz_id = $1 AND file_type = $2)
       INSERT INTO quiz_files (quiz_id, file_type, storage_key, sha256, size, format)
       SELECT $1, $2, $3, $4, $5, $7 WHERE EXISTS (SELECT 1 FROM quizzes WHERE id = $1 AND date_trunc('milliseconds', published_at) = $6)
       ON CONFLICT (quiz_id, file_type) DO UPDATE
         SET storage_key = EXCLUDED.storage_key, sha256 = EXCLUDED.sha256, size = EXCLUDED.size,
             format = EXCLUDED.format, built_at = now()
       RETURNING (SELECT storage_key FROM previous) AS replaced`,
      [quizId, type, storageKey, sha256, file.bytes.length, quiz.publishedAt, PACK_FILE_FORMAT],
    );
    if (recorded.length === 0) {
      await this.discardLater([storageKey]);
      throw new Error(`Quiz ${quiz.slug} changed while its ${type} was built`);
    }
    const replaced = recorded[0]!.replaced;
    if (replaced && replaced !== storageKey) await this.discardLater([replaced]);
    this.logger.log(`Built ${type} of ${quiz.slug}: ${file.bytes.length} bytes`);
    return { storageKey, sha256, size: file.bytes.length };
  }

  /**
   * Forgets a quiz's built files, in the caller's transaction: its owner re-saved it, so the next download builds
   * the new content. Answers the storage keys it forgot, for the caller to discard once its transaction has committed
   * (`discardLater` when the quiz stays, for downloads already under way; `discard` when it is deleted).
   */
  async invalidate(manager: EntityManager, quizId: string): Promise<string[]> {
    const [rows]: [{ storage_key: string }[], number] = await manager.query(
      `DELETE FROM quiz_files WHERE quiz_id = $1 RETURNING storage_key`,
      [quizId],
    );
    return rows.map((row) => row.storage_key);
  }

  /**
   * Removes files a newer build replaced (a re-saved quiz, a new pack format, a build that lost to a re-save) once
   * PACK_FILES_KEPT_SECONDS have passed: downloads under way and links already handed out keep working till then.
   */
  async discardLater(storageKeys: readonly string[]): Promise<void> {
    if (storageKeys.length === 0) return;
    // Best effort: what called this has already committed, and a file left behind costs only space.
    await this.jobs
      .enqueue(DISCARD_PACK_FILES_JOB, { keys: [...storageKeys] }, { delayMs: this.config.packFilesKeptMs })
      .catch((error: unknown) =>
        this.logger.warn(`Could not queue the removal of ${storageKeys.join(', ')}: ${(error as Error).message}`),
      );
  }

  /** The job: removes each file unless quiz_files records it again (the same content built anew has the same key). */
  private async discardUnrecorded(keys: readonly string[]): Promise<void> {
    const rows: { storage_key: string }[] = await this.dataSource.query(
      `SELECT storage_key FROM quiz_files WHERE storage_key = ANY($1)`,
      [keys],
    );
    const recorded = new Set(rows.map((row) => row.storage_key));
    const removed = keys.filter((key) => !recorded.has(key));
    for (const key of removed) await this.storage.delete(key);
    // A build of the same content may have recorded one of them meanwhile (it found the file there and kept it):
    // its record goes too, so the next download builds the file again rather than finding it missing.
    if (removed.length > 0)
      await this.dataSource.query(`DELETE FROM quiz_files WHERE storage_key = ANY($1)`, [removed]);
  }

  /** Removes stored files of a deleted quiz; one that cannot be removed now is logged, the rest still go. */
  async discard(storageKeys: readonly string[]): Promise<void> {
    for (const key of storageKeys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }

  private async recorded(quizId: string, type: PackFileType): Promise<StoredPackFile | null> {
    const rows: { storage_key: string; sha256: string; size: number }[] = await this.dataSource.query(
      `SELECT storage_key, sha256, size FROM quiz_files WHERE quiz_id = $1 AND file_type = $2 AND format = $3`,
      [quizId, type, PACK_FILE_FORMAT],
    );
    const row = rows[0];
    return row ? { storageKey: row.storage_key, sha256: row.sha256, size: row.size } : null;
  }

  /** A row whose file is gone (storage wiped, bucket changed): drop it so the file is built again. */
  private async forget(quizId: string, type: PackFileType): Promise<void> {
    await this.dataSource.query(`DELETE FROM quiz_files WHERE quiz_id = $1 AND file_type = $2`, [quizId, type]);
  }
}
