import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppException } from '../../common/app-exception';
import { validate } from '../../common/zod-validation.pipe';
import { Public } from '../../identity';
import { FLAG_CODE, flagSvg } from './flag-svg';

const flagFileSchema = z
  .string()
  .regex(/^[a-z0-9-]+\.svg$/, { error: 'Ask for a flag as <code>.svg' })
  .transform((file) => file.slice(0, -'.svg'.length))
  .refine((code) => FLAG_CODE.test(code), { error: 'Not a flag code' });

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
