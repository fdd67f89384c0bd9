import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type PackFileType, PLANS, quizSlugSchema } from '@trivia/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AnalyticsService } from '../../analytics/analytics.service';
import { AppException } from '../../common/app-exception';
import type { FileDownload } from '../../common/send-file';
import { type Entitlements, EntitlementsService, subscriptionRequired } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { FILE_STORAGE, type FileDelivery, type FileStorage } from '../../infra/storage/file-storage';
import { QuizEntity } from '../quizzes/quiz.entity';
import { FreeSampleService } from './free-sample.service';
import { PACK_FILE_FORMATS, packFileName } from './pack-content';
import { PackFilesService } from './pack-files.service';

/** What the controller sends (the pack's size is known from its record). */
export type PackDownload = FileDownload & { size: number };

/** The advisory lock namespace of pack download decisions (the second key is the member and quiz's hash). */
const DOWNLOAD_DECISION_LOCK = 0x7061636b; // "pack"

/**
 * A member downloads a file of a quiz. The first download of any file of a quiz takes one of the month's pack
 * downloads (the quiz joins their library); later downloads of that quiz are free for good, and so is this
 * week's free sample. Nothing is counted when the file cannot be built or served (DL_002).
 *
 * The file is made and opened first; then one short transaction decides whether this is the member's first
 * download of the quiz, takes the download when it is, and records it. Decisions for one member and quiz take
 * turns under an advisory lock, so two first downloads at once take one download between them: the second waits,
 * then finds the first one's record (or, when the first was refused, decides for itself).
 */
@Injectable()
export class PackDownloadsService {
  private readonly logger = new Logger(PackDownloadsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly files: PackFilesService,
    private readonly freeSample: FreeSampleService,
    private readonly entitlements: EntitlementsService,
    private readonly analytics: AnalyticsService,
  ) {}

  async download(member: MemberPrincipal, slug: string, type: PackFileType): Promise<PackDownload> {
    const quiz = await this.quiz(slug);
    const entitlements = await this.entitlements.for(member);
    const freeSample = (await this.freeSample.current())?.id === quiz.id;
    // A plan without pack downloads is refused (DL_001, with View Plans) before any file is made for it.
    const mayCount = !freeSample && !(await this.downloadedBefore(this.dataSource, member.userId, quiz.id));
    if (mayCount && (await entitlements.usage()).packDownloads.limit <= 0) throw subscriptionRequired();

    const fileName = packFileName(quiz.slug, type);
    let delivery: FileDelivery;
    let size: number;
    try {
      const file = await this.files.stored(quiz.id, type);
      size = file.size;
      delivery = await this.storage.serve(file.storageKey, { downloadName: fileName });
    } catch (error) {
      this.logger.error(`Pack download ${quiz.slug} ${type} failed: ${(error as Error).message}`);
      throw new AppException('DL_002', 'The file could not be made just now. Nothing was counted: please try again.');
    }

    let first: boolean;
    try {
      first = await this.decideAndRecord(entitlements, member.userId, quiz.id, type, freeSample);
    } catch (error) {
      // DL_001 or DL_003 (with what is left and when it resets): the opened file is not sent.
      if (delivery.kind === 'stream') delivery.file.body.destroy();
      throw error;
    }
    await this.analytics.record('pack_download', member.userId, {
      quiz_id: quiz.id,
      archetype: quiz.archetype,
      file_type: type === 'csv' ? 'csv' : 'pdf',
      pack_file: type,
      seasonal_theme: quiz.season,
      subscription_tier: PLANS[entitlements.planId].tier,
      free_sample: freeSample,
      first_download: first,
    });
    return {
      delivery,
      contentType: PACK_FILE_FORMATS[type].contentType,
      // The slug is lower-case letters, digits and dashes, so the plain quoted name needs no encoded twin.
      contentDisposition: `attachment; filename="${fileName}"`,
      size,
    };
  }

  /** A quiz address that cannot be a slug is as unknown as one that is not stored: the 404 page either way. */
  private async quiz(slug: string): Promise<QuizEntity> {
    const valid = quizSlugSchema.safeParse(slug);
    const quiz = valid.success ? await this.quizzes.findOneBy({ slug: valid.data }) : null;
    if (!quiz) throw new AppException('RES_001', 'No such quiz');
    return quiz;
  }

  private async downloadedBefore(db: Pick<EntityManager, 'query'>, userId: string, quizId: string) {
    const rows: unknown[] = await db.query(`SELECT 1 FROM quiz_downloads WHERE user_id = $1 AND quiz_id = $2 LIMIT 1`, [
      userId,
      quizId,
    ]);
    return rows.length > 0;
  }

  /**
   * Whether this is the member's first download of the quiz, taking one of the month's downloads for it unless it
   * is the free sample, and the record of the download for the library and the feed (the quiz's popularity counts
   * each member once): all or nothing, one decision at a time per member and quiz.
   */
  private async decideAndRecord(
    entitlements: Entitlements,
    userId: string,
    quizId: string,
    type: PackFileType,
    freeSample: boolean,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [
        DOWNLOAD_DECISION_LOCK,
        `${userId}/${quizId}`,
      ]);
      const first = !(await this.downloadedBefore(manager, userId, quizId));
      if (first && !freeSample) await entitlements.consume('packDownloads', manager);
      await manager.query(`INSERT INTO quiz_downloads (user_id, quiz_id, file_type) VALUES ($1, $2, $3)`, [
        userId,
        quizId,
        type,
      ]);
      if (first) await manager.query(`UPDATE quizzes SET downloads = downloads + 1 WHERE id = $1`, [quizId]);
      return first;
    });
  }
}
