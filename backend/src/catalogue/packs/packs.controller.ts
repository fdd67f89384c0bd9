import { Controller, Get, Param, Res } from '@nestjs/common';
import { type PackFileType, packFileTypeSchema, type QuizSummary } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal, Public } from '../../identity';
import { FreeSampleService } from './free-sample.service';
import { type PackDownload, PackDownloadsService } from './pack-downloads.service';

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
    send(reply, await this.downloads.download(member, slug, type));
  }
}

/** Streams the file from local storage, or redirects to a short-lived link to the bucket. */
function send(reply: FastifyReply, download: PackDownload): void {
  const { delivery } = download;
  if (delivery.kind === 'redirect') {
    void reply.header('Cache-Control', 'private, no-store').redirect(delivery.url, 302);
    return;
  }
  void reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', download.contentDisposition)
    .header('Content-Length', String(download.size))
    .header('Cache-Control', 'private, no-store')
    .send(delivery.file.body);
}
