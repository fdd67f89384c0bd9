import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type QcCheckResponse, qcCheckRequestSchema } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../common/zod-validation.pipe';
import { Public } from '../identity';
import { type QcCheckBody, QcCheckService } from './qc-check.service';

/** POST /api/qc/check: open to guests, with the CSRF token every cookie-borne POST of the site carries. */
@Controller('qc')
export class QcCheckController {
  constructor(private readonly qc: QcCheckService) {}

  @Public()
  @Post('check')
  @HttpCode(200)
  check(
    @Body(validate(qcCheckRequestSchema)) body: QcCheckBody,
    @Req() request: FastifyRequest,
  ): Promise<QcCheckResponse> {
    return this.qc.check(body, request.ip);
  }
}
