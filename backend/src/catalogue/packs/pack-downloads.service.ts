import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type PackFileType, PLANS } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../../analytics/analytics.service';
import { AppException } from '../../common/app-exception';
import type { FileDownload } from '../../common/send-file';
import type { MemberPrincipal } from '../../identity';
import { FILE_STORAGE, type FileDelivery, type FileStorage } from '../../infra/storage/file-storage';
import { PACK_FILE_FORMATS, packFileName } from './pack-content';
import { PackFilesService } from './pack-files.service';
import { QuizUsesService } from './quiz-uses.service';

/** What the controller sends (the pack's size is known from its record). */
export type PackDownload = FileDownload & { size: number };

/**
 * A member downloads a file of a quiz. The first download of any file of a quiz takes one of the month's pack
 * downloads (the quiz joins their library); later downloads of that quiz are free for good, and so is this
 * week's free sample. Nothing is counted when the file cannot be built or served (DL_002).
 *
 * The file is made and opened first; then one short transaction decides whether this is the member's first use
 * of the quiz, takes the download when it is, and records it (QuizUsesService: the rule live sessions share).
 */
@Injectable()
export class PackDownloadsService {
  private readonly logger = new Logger(PackDownloadsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly files: PackFilesService,
    private readonly uses: QuizUsesService,
    private readonly analytics: AnalyticsService,
  ) {}

  async download(member: MemberPrincipal, slug: string, type: PackFileType): Promise<PackDownload> {
    // A plan without pack downloads is refused (DL_001, with View Plans) before any file is made for it.
    const use = await this.uses.forUse(member, slug);
    const { quiz, entitlements, freeSample } = use;

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
      first = await this.dataSource.transaction((manager) => this.uses.record(manager, use, member.userId, type));
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
    // A seasonal pack's download is also a conversion by the spec's weights (seasonal download, 4 GBP).
    if (quiz.season)
      await this.analytics.record('seasonal_download', member.userId, {
        quiz_id: quiz.id,
        seasonal_theme: quiz.season,
      });
    return {
      delivery,
      contentType: PACK_FILE_FORMATS[type].contentType,
      // The slug is lower-case letters, digits and dashes, so the plain quoted name needs no encoded twin.
      contentDisposition: `attachment; filename="${fileName}"`,
      size,
    };
  }
}
