import { Controller, Get, Param, Res } from '@nestjs/common';
import { type PackFileType, packFileTypeSchema, type QuizSummary } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../common/send-file';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal, Public } from '../../identity';
import { FreeSampleService } from './free-sample.service';
import { PackDownloadsService } from './pack-downloads.service';

/** Pack files of a quiz, for members, and this week's free sample pack. */
@Controller('quizzes')
export class PacksController {
  constructor(
    private readonly downloads: PackDownloadsService,
    private readonly freeSample: FreeSampleService,
  ) {}

  /** A fixed path: Fastify matches it before the catalogue's `quizzes/:slug`. */
  @Public()
  @Get('free-sample')
  freeSamplePack(): Promise<QuizSummary> {
    return this.freeSample.summary();
  }

  @Get(':slug/files/:type')
  async download(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('slug') slug: string,
    @Param('type', validate(packFileTypeSchema)) type: PackFileType,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendFile(reply, await this.downloads.download(member, slug, type));
  }
}
