import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppException } from '../../common/app-exception';
import { validate } from '../../common/zod-validation.pipe';
import { Public } from '../../identity';
import { flagFileSchema, flagSvg } from './flag-svg';

/** Flag pictures (flag-icons 7, MIT) for picture-round previews: public and cached for a year (they never change). */
@Controller('catalogue/flags')
export class FlagsController {
  @Public()
  @Get(':file')
  flag(@Param('file', validate(flagFileSchema)) code: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    const svg = flagSvg(code);
    if (!svg) throw new AppException('RES_001', 'No such flag');
    void reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return svg;
  }
}
