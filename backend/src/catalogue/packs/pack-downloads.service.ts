import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type PackFileType, PLANS, quizSlugSchema } from '@trivia/contracts';
import type { DataSource, Repository } from 'typeorm';
import { AnalyticsService } from '../../analytics/analytics.service';
import { AppException } from '../../common/app-exception';
import { type ConsumedQuota, EntitlementsService } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { FILE_STORAGE, type FileDelivery, type FileStorage } from '../../infra/storage/file-storage';
import { QuizEntity } from '../quizzes/quiz.entity';
import { FreeSampleService } from './free-sample.service';
import { PACK_FILE_FORMATS, packFileName } from './pack-content';
import { PackFilesService } from './pack-files.service';

/** What the controller sends: where the bytes are, and the headers that go with them. */
export interface PackDownload {
  delivery: FileDelivery;
  contentType: string;
  contentDisposition: string;
  size: number;
}

/**
 * A member downloads a file of a quiz. The first download of any file of a quiz takes one of the month's pack
 * downloads (the quiz joins their library); later downloads of that quiz are free for good, and so is this
 * week's free sample. Nothing is counted when the file cannot be built or served (DL_002).
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
    const first = !(await this.downloadedBefore(member.userId, quiz.id));
    const freeSample = (await this.freeSample.current())?.id === quiz.id;
    // DL_001 without a plan, DL_003 when the month's downloads are used up (with what is left and when it resets).
    const consumed: ConsumedQuota | null = first && !freeSample ? await entitlements.consume('packDownloads') : null;

    const fileName = packFileName(quiz.slug, type);
    let delivery: FileDelivery;
    let size: number;
    try {
      const file = await this.files.stored(quiz.id, type);
      size = file.size;
      delivery = await this.storage.serve(file.storageKey, { downloadName: fileName });
    } catch (error) {
      if (consumed) await entitlements.release('packDownloads', consumed.month);
      this.logger.error(`Pack download ${quiz.slug} ${type} failed: ${(error as Error).message}`);
      throw new AppException('DL_002', 'The file could not be made just now. Nothing was counted: please try again.');
    }

    await this.record(member.userId, quiz.id, type, first);
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

  private async downloadedBefore(userId: string, quizId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM quiz_downloads WHERE user_id = $1 AND quiz_id = $2 LIMIT 1`,
      [userId, quizId],
    );
    return rows.length > 0;
  }

  /** Every download for the library and the feed; the quiz's popularity counts each member once. */
  private async record(userId: string, quizId: string, type: PackFileType, first: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO quiz_downloads (user_id, quiz_id, file_type) VALUES ($1, $2, $3)`, [
        userId,
        quizId,
        type,
      ]);
      if (first) await manager.query(`UPDATE quizzes SET downloads = downloads + 1 WHERE id = $1`, [quizId]);
    });
  }
}
